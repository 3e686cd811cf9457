! quick_gelu: quick GELU, element-wise y = x sigmoid(1.702 x) = x / (1 + exp(-1.702 x)).
subroutine quick_gelu(Y, X, N) bind(c, name="quick_gelu")
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
    Y(i) = real(xv / (1 + exp(-1.702_ak * xv)), rk)
  end do
end subroutine quick_gelu
