! mse_loss_backward: gradient of the element-wise squared error (reduction 'none'): dX = 2 dY (x - t).
! Element-wise in real(ak).
subroutine mse_loss_backward(dX, dY, X, T, N) bind(c, name="mse_loss_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  real(rk), intent(in) :: T(N)
  integer(c_int64_t) :: i

  do i = 1, N
    dX(i) = real(2 * real(dY(i), ak) * (real(X(i), ak) - real(T(i), ak)), rk)
  end do
end subroutine mse_loss_backward
