! sigmoid_backward: gradient of the logistic sigmoid from its output: dX = dY y (1 - y).
! Element-wise in real(ak).
subroutine sigmoid_backward(dX, dY, Y, N) bind(c, name="sigmoid_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: Y(N)
  integer(c_int64_t) :: i
  real(ak) :: yv

  do i = 1, N
    yv = real(Y(i), ak)
    dX(i) = real(real(dY(i), ak) * yv * (1 - yv), rk)
  end do
end subroutine sigmoid_backward
