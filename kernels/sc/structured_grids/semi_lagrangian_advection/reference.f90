! semi_lagrangian_advection: one 1-D semi-Lagrangian advection step on NROW periodic rows
! (midpoint departure points by two fixed-point iterations, cubic Lagrange interpolation).
subroutine semi_lagrangian_advection(qnew, q, u, NROW, NX, cfl) bind(c, name="semi_lagrangian_advection")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NROW, NX
  real(rk), value, intent(in) :: cfl
  real(rk), intent(out) :: qnew(0:NX - 1, 0:NROW - 1)
  real(rk), intent(in) :: q(0:NX - 1, 0:NROW - 1), u(0:NX - 1, 0:NROW - 1)
  integer(c_int64_t) :: r, i, j
  integer :: it
  real(rk) :: a, xm, xd, fl, f, w0, w1, w2, w3

  do r = 0, NROW - 1
    do i = 0, NX - 1
      a = cfl * u(i, r)
      do it = 1, 2
        xm = real(i, rk) - 0.5_rk * a
        fl = real(floor(xm, c_int64_t), rk)
        f = xm - fl
        j = floor(xm, c_int64_t)
        a = cfl * ((1 - f) * u(modulo(j, NX), r) + f * u(modulo(j + 1, NX), r))
      end do
      xd = real(i, rk) - a
      fl = real(floor(xd, c_int64_t), rk)
      f = xd - fl
      j = floor(xd, c_int64_t)
      w0 = -f * (f - 1) * (f - 2) / 6
      w1 = (f + 1) * (f - 1) * (f - 2) / 2
      w2 = -(f + 1) * f * (f - 2) / 2
      w3 = (f + 1) * f * (f - 1) / 6
      qnew(i, r) = w0 * q(modulo(j - 1, NX), r) + w1 * q(modulo(j, NX), r) + w2 * q(modulo(j + 1, NX), r) + &
          w3 * q(modulo(j + 2, NX), r)
    end do
  end do
end subroutine semi_lagrangian_advection
