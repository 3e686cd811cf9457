! bias_gelu: fused bias add + exact GELU Y = 0.5 x (1 + erf(x / sqrt(2))), x = X + b (b broadcast over rows).
subroutine bias_gelu(Y, X, b, R, C) bind(c, name="bias_gelu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(in) :: X(C, R)
  real(rk), intent(in) :: b(C)
  integer(c_int64_t) :: i, j
  real(ak) :: x1

  do i = 1, R
    do j = 1, C
      x1 = real(X(j, i), ak) + real(b(j), ak)
      Y(j, i) = real(0.5_ak * x1 * (1 + erf(x1 * 0.70710678118654752440_ak)), rk)
    end do
  end do
end subroutine bias_gelu
