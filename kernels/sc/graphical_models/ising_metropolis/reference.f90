! ising_metropolis: one checkerboard Metropolis sweep of the 2-D Ising model (periodic N x N, given uniforms), then the magnetization.
subroutine ising_metropolis(spin, mag, u, N, beta, J, h) bind(c, name="ising_metropolis")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: beta
  real(rk), value, intent(in) :: J
  real(rk), value, intent(in) :: h
  integer(c_int8_t), intent(inout) :: spin(0:N - 1, 0:N - 1)
  integer(c_int64_t), intent(out) :: mag(1)
  real(rk), intent(in) :: u(0:N - 1, 0:N - 1)
  integer(c_int64_t) :: i, jj, up, dn, lf, rt, m, colour
  integer :: nb, s
  real(c_double) :: dE

  ! C's spin[i][j] is spin(j, i)
  do colour = 0, 1
    do i = 0, N - 1
      do jj = mod(i + colour, 2_c_int64_t), N - 1, 2
        up = mod(i + N - 1, N)
        dn = mod(i + 1, N)
        lf = mod(jj + N - 1, N)
        rt = mod(jj + 1, N)
        nb = spin(jj, up) + spin(jj, dn) + spin(lf, i) + spin(rt, i)
        s = spin(jj, i)
        dE = 2.0_c_double * s * (real(J, c_double) * nb + real(h, c_double))
        if (dE <= 0) then
          spin(jj, i) = int(-s, c_int8_t)
        else if (real(u(jj, i), c_double) < exp(-real(beta, c_double) * dE)) then
          spin(jj, i) = int(-s, c_int8_t)
        end if
      end do
    end do
  end do
  m = 0
  do i = 0, N - 1
    do jj = 0, N - 1
      m = m + spin(jj, i)
    end do
  end do
  mag(1) = m
end subroutine ising_metropolis
