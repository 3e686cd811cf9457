! hamiltonian_apply_fd: H psi = -1/2 lap4 psi + V psi for NB real bands on a periodic N^3 grid
! (fourth-order central laplacian, spacing h) and eps[b] = <psi_b|H psi_b> / <psi_b|psi_b>.
subroutine hamiltonian_apply_fd(hpsi, eps, psi, V, NB, N, h) bind(c, name="hamiltonian_apply_fd")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NB, N
  real(rk), value, intent(in) :: h
  real(rk), intent(out) :: hpsi(0:N - 1, 0:N - 1, 0:N - 1, 0:NB - 1), eps(0:NB - 1)
  real(rk), intent(in) :: psi(0:N - 1, 0:N - 1, 0:N - 1, 0:NB - 1), V(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), parameter :: c0 = 3 * (-2.5_rk), c1 = 4.0_rk / 3.0_rk, c2 = -1.0_rk / 12.0_rk
  integer(c_int64_t) :: b, x, y, z, xm1, xp1, xm2, xp2, ym1, yp1, ym2, yp2, zm1, zp1, zm2, zp2
  real(rk) :: ih2, pc, s1, s2, lap, r
  real(ak) :: num, den

  ih2 = 1 / (h * h)
  do b = 0, NB - 1
    num = 0
    den = 0
    do z = 0, N - 1
      zm1 = modulo(z - 1, N)
      zp1 = modulo(z + 1, N)
      zm2 = modulo(z - 2, N)
      zp2 = modulo(z + 2, N)
      do y = 0, N - 1
        ym1 = modulo(y - 1, N)
        yp1 = modulo(y + 1, N)
        ym2 = modulo(y - 2, N)
        yp2 = modulo(y + 2, N)
        do x = 0, N - 1
          xm1 = modulo(x - 1, N)
          xp1 = modulo(x + 1, N)
          xm2 = modulo(x - 2, N)
          xp2 = modulo(x + 2, N)
          pc = psi(x, y, z, b)
          s1 = (psi(xm1, y, z, b) + psi(xp1, y, z, b)) + (psi(x, ym1, z, b) + psi(x, yp1, z, b)) + &
              (psi(x, y, zm1, b) + psi(x, y, zp1, b))
          s2 = (psi(xm2, y, z, b) + psi(xp2, y, z, b)) + (psi(x, ym2, z, b) + psi(x, yp2, z, b)) + &
              (psi(x, y, zm2, b) + psi(x, y, zp2, b))
          lap = (c0 * pc + c1 * s1 + c2 * s2) * ih2
          r = -0.5_rk * lap + V(x, y, z) * pc
          hpsi(x, y, z, b) = r
          num = num + pc * r
          den = den + pc * pc
        end do
      end do
    end do
    eps(b) = real(num / den, rk)
  end do
end subroutine hamiltonian_apply_fd
