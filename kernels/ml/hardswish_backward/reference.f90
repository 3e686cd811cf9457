! hardswish_backward: gradient of hardswish x relu6(x + 3) / 6: dX = dY (0 for x < -3, 1 for x > 3, else (2x + 3) / 6).
! Element-wise in real(ak).
subroutine hardswish_backward(dX, dY, X, N) bind(c, name="hardswish_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: xv, dyv

  do i = 1, N
    xv = real(X(i), ak)
    dyv = real(dY(i), ak)
    if (xv < -3) then
      dX(i) = 0
    else if (xv > 3) then
      dX(i) = real(dyv, rk)
    else
      dX(i) = real(dyv * (2 * xv + 3) / 6, rk)
    end if
  end do
end subroutine hardswish_backward
