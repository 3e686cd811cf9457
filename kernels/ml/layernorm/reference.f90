! layernorm: layer normalization over the last dimension: Y = (X - mean) / sqrt(var + eps) * gamma + beta
! (two-pass mean and biased variance per row).
subroutine layernorm(Y, X, gamma, beta, R, C, eps) bind(c, name="layernorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(in) :: X(C, R)
  real(rk), intent(in) :: gamma(C)
  real(rk), intent(in) :: beta(C)
  integer(c_int64_t) :: i, j
  real(ak) :: mean, var, d, inv

  do i = 1, R
    mean = 0
    do j = 1, C
      mean = mean + real(X(j, i), ak)
    end do
    mean = mean / real(C, ak)
    var = 0
    do j = 1, C
      d = real(X(j, i), ak) - mean
      var = var + d * d
    end do
    var = var / real(C, ak)
    inv = 1 / sqrt(var + real(eps, ak))
    do j = 1, C
      Y(j, i) = real((real(X(j, i), ak) - mean) * inv * real(gamma(j), ak) + real(beta(j), ak), rk)
    end do
  end do
end subroutine layernorm
