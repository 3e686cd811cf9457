! conv2d_grouped: grouped 2-D convolution, G groups of CI/G input and CO/G output channels, stride 1, no padding, with bias.
subroutine conv2d_grouped(Y, X, Wt, bias, B, CI, CO, G, H, W, K, OH, OW) bind(c, name="conv2d_grouped")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, G, H, W, K, OH, OW
  real(rk), intent(out) :: Y(0:OW - 1, 0:OH - 1, 0:CO - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:CI - 1, 0:B - 1)
  real(rk), intent(in) :: Wt(0:K - 1, 0:K - 1, 0:CI / G - 1, 0:CO - 1)
  real(rk), intent(in) :: bias(0:CO - 1)
  integer(c_int64_t) :: cig, cog, n, o, ig, iy, ix, c, i, j
  real(ak) :: s

  cig = CI / G
  cog = CO / G
  do n = 0, B - 1
    do o = 0, CO - 1
      ig = o / cog
      do iy = 0, OH - 1
        do ix = 0, OW - 1
          s = real(bias(o), ak)
          do c = 0, cig - 1
            do i = 0, K - 1
              do j = 0, K - 1
                s = s + real(X(ix + j, iy + i, ig * cig + c, n), ak) * real(Wt(j, i, c, o), ak)
              end do
            end do
          end do
          Y(ix, iy, o, n) = real(s, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_grouped
