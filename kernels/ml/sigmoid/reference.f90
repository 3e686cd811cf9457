! sigmoid: logistic sigmoid, element-wise y = 1 / (1 + exp(-x)).
subroutine sigmoid(Y, X, N) bind(c, name="sigmoid")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i

  do i = 1, N
    Y(i) = real(1 / (1 + exp(-real(X(i), ak))), rk)
  end do
end subroutine sigmoid
