! mse_loss: mean squared error, loss[0] = mean((X - T)^2).
subroutine mse_loss(loss, X, T, N) bind(c, name="mse_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: X(N)
  real(rk), intent(in) :: T(N)
  integer(c_int64_t) :: i
  real(ak) :: s, d

  s = 0
  do i = 1, N
    d = real(X(i), ak) - real(T(i), ak)
    s = s + d * d
  end do
  loss(1) = real(s / real(N, ak), rk)
end subroutine mse_loss
