! batchnorm_inference: Y = (X - rmean[c]) / sqrt(rvar[c] + eps) * gamma[c] + beta[c] per channel c (NCHW, inference mode).
subroutine batchnorm_inference(Y, X, rmean, rvar, gamma, beta, N, C, H, W, eps) bind(c, name="batchnorm_inference")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C, H, W
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:C - 1, 0:N - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:N - 1)
  real(rk), intent(in) :: rmean(0:C - 1), rvar(0:C - 1), gamma(0:C - 1), beta(0:C - 1)
  integer(c_int64_t) :: in, ic, iy, ix
  real(ak) :: r, m, g, b

  do in = 0, N - 1
    do ic = 0, C - 1
      r = 1 / sqrt(real(rvar(ic), ak) + real(eps, ak))
      m = real(rmean(ic), ak)
      g = real(gamma(ic), ak) * r
      b = real(beta(ic), ak)
      do iy = 0, H - 1
        do ix = 0, W - 1
          Y(ix, iy, ic, in) = real((real(X(ix, iy, ic, in), ak) - m) * g + b, rk)
        end do
      end do
    end do
  end do
end subroutine batchnorm_inference
