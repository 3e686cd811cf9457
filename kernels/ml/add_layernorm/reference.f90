! add_layernorm: fused residual add + layer normalization: S = X + Res (stored), Y = layernorm(S) per row
! (mean, then the variance of the deviations, both over the row's C elements; eps added to the variance).
subroutine add_layernorm(Y, S, X, Res, gamma, beta, R, C, eps) bind(c, name="add_layernorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(C, R), S(C, R)
  real(rk), intent(in) :: X(C, R), Res(C, R), gamma(C), beta(C)
  integer(c_int64_t) :: ir, jc
  real(ak) :: mean, var, dev, inv

  do ir = 1, R
    mean = 0
    do jc = 1, C
      S(jc, ir) = real(real(X(jc, ir), ak) + real(Res(jc, ir), ak), rk)
      mean = mean + real(S(jc, ir), ak)
    end do
    mean = mean / real(C, ak)
    var = 0
    do jc = 1, C
      dev = real(S(jc, ir), ak) - mean
      var = var + dev * dev
    end do
    var = var / real(C, ak)
    inv = 1 / sqrt(var + real(eps, ak))
    do jc = 1, C
      Y(jc, ir) = real((real(S(jc, ir), ak) - mean) * inv * real(gamma(jc), ak) + real(beta(jc), ak), rk)
    end do
  end do
end subroutine add_layernorm
