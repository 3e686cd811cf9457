! tanh_backward: gradient of tanh from its output: dX = dY (1 - y^2).
! Element-wise in real(ak).
subroutine tanh_backward(dX, dY, Y, N) bind(c, name="tanh_backward")
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
    dX(i) = real(real(dY(i), ak) * (1 - yv * yv), rk)
  end do
end subroutine tanh_backward
