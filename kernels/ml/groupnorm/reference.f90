! groupnorm: group normalization of NCHW: for each n and group g of C/G consecutive channels, the mean and
! then the variance of the deviations over the group's C/G * H * W elements (in memory order); eps added to
! the variance; Y = (X - mean) / sqrt(var + eps) * gamma[c] + beta[c].
subroutine groupnorm(Y, X, gamma, beta, N, C, G, H, W, eps) bind(c, name="groupnorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C, G, H, W
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(H * W, C, N)
  real(rk), intent(in) :: X(H * W, C, N), gamma(C), beta(C)
  integer(c_int64_t) :: nb, ig, ic, k, cg, hw
  real(ak) :: mean, var, dev, rs, ga, be

  cg = C / G
  hw = H * W
  do nb = 1, N
    do ig = 0, G - 1
      mean = 0
      do ic = ig * cg + 1, (ig + 1) * cg
        do k = 1, hw
          mean = mean + real(X(k, ic, nb), ak)
        end do
      end do
      mean = mean / real(cg * hw, ak)
      var = 0
      do ic = ig * cg + 1, (ig + 1) * cg
        do k = 1, hw
          dev = real(X(k, ic, nb), ak) - mean
          var = var + dev * dev
        end do
      end do
      var = var / real(cg * hw, ak)
      rs = 1 / sqrt(var + real(eps, ak))
      do ic = ig * cg + 1, (ig + 1) * cg
        ga = real(gamma(ic), ak)
        be = real(beta(ic), ak)
        do k = 1, hw
          Y(k, ic, nb) = real((real(X(k, ic, nb), ak) - mean) * rs * ga + be, rk)
        end do
      end do
    end do
  end do
end subroutine groupnorm
