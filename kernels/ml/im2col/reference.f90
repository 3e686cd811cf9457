! im2col: im2col of X (B, CI, H, W) for a K x K convolution with zero padding K/2: cols[n][(c K + i) K + j][y W + x] = X[n][c][y + i - K/2][x + j - K/2] (0 outside).
subroutine im2col(cols, X, B, CI, H, W, K) bind(c, name="im2col")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, H, W, K
  real(rk), intent(out) :: cols(H * W, CI * K * K, B)
  real(rk), intent(in) :: X(W, H, CI, B)
  integer(c_int64_t) :: n, ch, i, j, r, iy, ix, yy, xx, P

  P = K / 2
  do n = 1, B
    do ch = 0, CI - 1
      do i = 0, K - 1
        do j = 0, K - 1
          r = (ch * K + i) * K + j + 1
          do iy = 0, H - 1
            do ix = 0, W - 1
              yy = iy + i - P
              xx = ix + j - P
              if (yy >= 0 .and. yy < H .and. xx >= 0 .and. xx < W) then
                cols(iy * W + ix + 1, r, n) = X(xx + 1, yy + 1, ch + 1, n)
              else
                cols(iy * W + ix + 1, r, n) = 0
              end if
            end do
          end do
        end do
      end do
    end do
  end do
end subroutine im2col
