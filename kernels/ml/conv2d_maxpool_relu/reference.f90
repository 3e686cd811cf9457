! conv2d_maxpool_relu: fused 3 x 3 conv (no padding, with bias) + 2 x 2 / stride 2 max pooling + ReLU,
! NCHW: Y[n][o][py][px] = max(0, max over dy, dx in {0, 1} of conv(X, Wt)[n][o][2 py + dy][2 px + dx] + bias[o]).
subroutine conv2d_maxpool_relu(Y, X, Wt, bias, B, CI, CO, H, W, PH, PW) bind(c, name="conv2d_maxpool_relu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, PH, PW
  real(rk), intent(out) :: Y(0:PW - 1, 0:PH - 1, 0:CO - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:CI - 1, 0:B - 1), Wt(0:2, 0:2, 0:CI - 1, 0:CO - 1), bias(0:CO - 1)
  integer(c_int64_t) :: n, o, py, px, dy, dx, r, q, c, i, j
  real(ak) :: best, s

  do n = 0, B - 1
    do o = 0, CO - 1
      do py = 0, PH - 1
        do px = 0, PW - 1
          best = 0
          do dy = 0, 1
            do dx = 0, 1
              r = 2 * py + dy
              q = 2 * px + dx
              s = bias(o)
              do c = 0, CI - 1
                do i = 0, 2
                  do j = 0, 2
                    s = s + X(q + j, r + i, c, n) * Wt(j, i, c, o)
                  end do
                end do
              end do
              if (s > best) best = s
            end do
          end do
          Y(px, py, o, n) = real(best, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_maxpool_relu
