! hardswish: hard swish Y = X min(max(X + 3, 0), 6) / 6, elementwise.
subroutine hardswish(Y, X, N) bind(c, name="hardswish")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(0:N - 1)
  real(rk), intent(in) :: X(0:N - 1)
  integer(c_int64_t) :: i
  real(ak) :: x1, t

  do i = 0, N - 1
    x1 = real(X(i), ak)
    t = min(max(x1 + 3, 0.0_ak), 6.0_ak)
    Y(i) = real(x1 * t / 6, rk)
  end do
end subroutine hardswish
