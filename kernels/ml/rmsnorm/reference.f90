! rmsnorm: RMS normalization over the last dimension: Y = X / sqrt(mean(X^2) + eps) * weight.
subroutine rmsnorm(Y, X, weight, R, C, eps) bind(c, name="rmsnorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(in) :: X(C, R)
  real(rk), intent(in) :: weight(C)
  integer(c_int64_t) :: i, j
  real(ak) :: ss, inv

  do i = 1, R
    ss = 0
    do j = 1, C
      ss = ss + real(X(j, i), ak) * real(X(j, i), ak)
    end do
    inv = 1 / sqrt(ss / real(C, ak) + real(eps, ak))
    do j = 1, C
      Y(j, i) = real(real(X(j, i), ak) * inv * real(weight(j), ak), rk)
    end do
  end do
end subroutine rmsnorm
