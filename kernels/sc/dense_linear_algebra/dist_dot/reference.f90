! dist_dot, serial: r(1) = sum_i x(i) * y(i), accumulated in one chain.
subroutine dist_dot(x, y, r, N) bind(c, name="dist_dot")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(in) :: x(N), y(N)
  real(rk), intent(out) :: r(1)
  real(ak) :: s
  integer(c_int64_t) :: i

  s = 0
  do i = 1, N
    s = s + real(x(i), ak) * real(y(i), ak)
  end do
  r(1) = real(s, rk)
end subroutine dist_dot
