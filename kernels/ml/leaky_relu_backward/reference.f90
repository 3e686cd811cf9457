! leaky_relu_backward: gradient of leaky ReLU from its input: dX = dY where x > 0, else slope dY.
! Element-wise in real(ak).
subroutine leaky_relu_backward(dX, dY, X, N, slope) bind(c, name="leaky_relu_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: slope
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: dyv, a

  a = real(slope, ak)
  do i = 1, N
    dyv = real(dY(i), ak)
    if (real(X(i), ak) > 0) then
      dX(i) = real(dyv, rk)
    else
      dX(i) = real(a * dyv, rk)
    end if
  end do
end subroutine leaky_relu_backward
