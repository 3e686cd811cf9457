! conv2d_bn_relu: fused 3 x 3 conv (zero padding 1, no bias) + inference batchnorm + ReLU, NCHW:
! Y = max((conv(X, Wt) - rmean) gamma / sqrt(rvar + eps) + beta, 0) per output channel.
subroutine conv2d_bn_relu(Y, X, Wt, rmean, rvar, gamma, beta, B, CI, CO, H, W, eps) bind(c, name="conv2d_bn_relu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:CO - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:CI - 1, 0:B - 1), Wt(0:2, 0:2, 0:CI - 1, 0:CO - 1)
  real(rk), intent(in) :: rmean(0:CO - 1), rvar(0:CO - 1), gamma(0:CO - 1), beta(0:CO - 1)
  integer(c_int64_t) :: n, o, yy, xx, c, i, j, iy, ix
  real(ak) :: g, s, v

  do n = 0, B - 1
    do o = 0, CO - 1
      g = real(gamma(o), ak) / sqrt(real(rvar(o), ak) + real(eps, ak))
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do c = 0, CI - 1
            do i = 0, 2
              yy = iy + i - 1
              if (yy < 0 .or. yy >= H) cycle
              do j = 0, 2
                xx = ix + j - 1
                if (xx < 0 .or. xx >= W) cycle
                s = s + X(xx, yy, c, n) * Wt(j, i, c, o)
              end do
            end do
          end do
          v = (s - rmean(o)) * g + beta(o)
          if (v > 0) then
            Y(ix, iy, o, n) = real(v, rk)
          else
            Y(ix, iy, o, n) = 0
          end if
        end do
      end do
    end do
  end do
end subroutine conv2d_bn_relu
