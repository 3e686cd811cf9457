! gelu: exact GELU Y = 0.5 X (1 + erf(X / sqrt(2))), elementwise.
subroutine gelu(Y, X, N) bind(c, name="gelu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(0:N - 1)
  real(rk), intent(in) :: X(0:N - 1)
  integer(c_int64_t) :: i
  real(ak) :: x1

  do i = 0, N - 1
    x1 = real(X(i), ak)
    Y(i) = real(0.5_ak * x1 * (1 + erf(x1 * 0.70710678118654752440_ak)), rk)
  end do
end subroutine gelu
