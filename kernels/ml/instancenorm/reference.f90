! instancenorm: instance normalization of NCHW: for each (n, c) the mean and then the variance of the
! deviations over its H * W elements (in memory order); eps added to the variance;
! Y = (X - mean) / sqrt(var + eps) * gamma[c] + beta[c].
subroutine instancenorm(Y, X, gamma, beta, N, C, H, W, eps) bind(c, name="instancenorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C, H, W
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(H * W, C, N)
  real(rk), intent(in) :: X(H * W, C, N), gamma(C), beta(C)
  integer(c_int64_t) :: nb, ic, k, hw
  real(ak) :: mean, var, dev, rs, ga, be

  hw = H * W
  do nb = 1, N
    do ic = 1, C
      mean = 0
      do k = 1, hw
        mean = mean + real(X(k, ic, nb), ak)
      end do
      mean = mean / real(hw, ak)
      var = 0
      do k = 1, hw
        dev = real(X(k, ic, nb), ak) - mean
        var = var + dev * dev
      end do
      var = var / real(hw, ak)
      rs = 1 / sqrt(var + real(eps, ak))
      ga = real(gamma(ic), ak)
      be = real(beta(ic), ak)
      do k = 1, hw
        Y(k, ic, nb) = real((real(X(k, ic, nb), ak) - mean) * rs * ga + be, rk)
      end do
    end do
  end do
end subroutine instancenorm
