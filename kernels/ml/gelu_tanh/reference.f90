! gelu_tanh: tanh-approximated GELU, element-wise y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
subroutine gelu_tanh(Y, X, N) bind(c, name="gelu_tanh")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: xv

  do i = 1, N
    xv = real(X(i), ak)
    Y(i) = real(0.5_ak * xv * (1 + tanh(0.79788456080286535588_ak * (xv + 0.044715_ak * xv * xv * xv))), rk)
  end do
end subroutine gelu_tanh
