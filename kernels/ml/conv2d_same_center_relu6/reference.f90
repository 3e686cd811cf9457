! conv2d_same_center_relu6: a 3 x 3 convolution with zero padding 1 (output H x W, C order NCHW), no bias,
! stored into Y and read back; then each output channel of each image centred on its spatial mean and
! clamped by ReLU6: Y = min(max(Z - mean over (y, x) of Z[n][o], 0), 6).
subroutine conv2d_same_center_relu6(Y, X, Wt, B, CI, CO, H, W) bind(c, name="conv2d_same_center_relu6")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W
  real(rk), intent(out) :: Y(W, H, CO, B)
  real(rk), intent(in) :: X(W, H, CI, B)
  real(rk), intent(in) :: Wt(3, 3, CI, CO)
  integer(c_int64_t) :: n, o, iy, ix, c, i, j, yy, xx
  real(ak) :: s, mu, v

  do n = 1, B
    do o = 1, CO
      do iy = 1, H
        do ix = 1, W
          s = 0
          do c = 1, CI
            do i = 1, 3
              yy = iy + i - 2
              if (yy < 1 .or. yy > H) cycle
              do j = 1, 3
                xx = ix + j - 2
                if (xx < 1 .or. xx > W) cycle
                s = s + real(X(xx, yy, c, n), ak) * real(Wt(j, i, c, o), ak)
              end do
            end do
          end do
          Y(ix, iy, o, n) = real(s, rk)
        end do
      end do
      mu = 0
      do iy = 1, H
        do ix = 1, W
          mu = mu + real(Y(ix, iy, o, n), ak)
        end do
      end do
      mu = mu / real(H * W, ak)
      do iy = 1, H
        do ix = 1, W
          v = real(Y(ix, iy, o, n), ak) - mu
          Y(ix, iy, o, n) = real(min(max(v, 0.0_ak), 6.0_ak), rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_same_center_relu6
