! silu_backward: gradient of SiLU, dX = dY s (1 + X (1 - s)), s = sigmoid(X), elementwise.
subroutine silu_backward(dX, dY, X, N) bind(c, name="silu_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: dX(0:N - 1)
  real(rk), intent(in) :: dY(0:N - 1)
  real(rk), intent(in) :: X(0:N - 1)
  integer(c_int64_t) :: i
  real(ak) :: x1, s

  do i = 0, N - 1
    x1 = real(X(i), ak)
    s = 1 / (1 + exp(-x1))
    dX(i) = real(real(dY(i), ak) * s * (1 + x1 * (1 - s)), rk)
  end do
end subroutine silu_backward
