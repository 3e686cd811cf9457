! cyclic_screened_poisson: on each periodic row solve -phi[i-1] + (2 + kh2) phi[i] - phi[i+1] = h^2 rho[i]
! (cyclic tridiagonal: Thomas with the Sherman-Morrison correction, gamma = -b), then
! E[i] = -(phi[i+1] - phi[i-1]) / (2 h). z is kept in E until phi is done.
subroutine cyclic_screened_poisson(phi, E, rho, NROW, NX, kh2, h) bind(c, name="cyclic_screened_poisson")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NROW, NX
  real(rk), value, intent(in) :: kh2, h
  real(rk), intent(out) :: phi(0:NX - 1, 0:NROW - 1), E(0:NX - 1, 0:NROW - 1)
  real(rk), intent(in) :: rho(0:NX - 1, 0:NROW - 1)
  real(rk) :: cp(0:4095), b, g, h2, b0, bn, bet, diag, u, fact, s
  integer(c_int64_t) :: r, j

  b = 2 + kh2
  g = -b
  h2 = h * h
  b0 = b - g
  bn = b + 1 / b
  do r = 0, NROW - 1
    bet = b0
    phi(0, r) = h2 * rho(0, r) / bet
    E(0, r) = g / bet
    do j = 1, NX - 1
      cp(j) = -1 / bet
      diag = b
      u = 0
      if (j == NX - 1) then
        diag = bn
        u = -1
      end if
      bet = diag + cp(j)
      phi(j, r) = (h2 * rho(j, r) + phi(j - 1, r)) / bet
      E(j, r) = (u + E(j - 1, r)) / bet
    end do
    do j = NX - 2, 0, -1
      phi(j, r) = phi(j, r) - cp(j + 1) * phi(j + 1, r)
      E(j, r) = E(j, r) - cp(j + 1) * E(j + 1, r)
    end do
    fact = (phi(0, r) - phi(NX - 1, r) / g) / (1 + E(0, r) - E(NX - 1, r) / g)
    do j = 0, NX - 1
      phi(j, r) = phi(j, r) - fact * E(j, r)
    end do
    s = -1 / (2 * h)
    do j = 0, NX - 1
      E(j, r) = s * (phi(modulo(j + 1, NX), r) - phi(modulo(j - 1, NX), r))
    end do
  end do
end subroutine cyclic_screened_poisson
