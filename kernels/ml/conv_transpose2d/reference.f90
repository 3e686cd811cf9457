! conv_transpose2d: transposed 2-D convolution, stride S, no padding, output (H - 1) S + K, with bias:
! Y[n][o][y][x] = bias[o] + sum of X[n][c][(y - i) / S][(x - j) / S] Wt[c][o][i][j] over the c, i, j where y - i
! and x - j are non-negative multiples of S inside the input.
subroutine conv_transpose2d(Y, X, Wt, bias, B, CI, CO, H, W, K, S, OH, OW) bind(c, name="conv_transpose2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, K, S, OH, OW
  real(rk), intent(out) :: Y(0:OW - 1, 0:OH - 1, 0:CO - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:CI - 1, 0:B - 1)
  real(rk), intent(in) :: Wt(0:K - 1, 0:K - 1, 0:CO - 1, 0:CI - 1)
  real(rk), intent(in) :: bias(0:CO - 1)
  integer(c_int64_t) :: n, o, oy, ox, c, i, j, iy, ix
  real(ak) :: acc

  do n = 0, B - 1
    do o = 0, CO - 1
      do oy = 0, OH - 1
        do ox = 0, OW - 1
          acc = real(bias(o), ak)
          do c = 0, CI - 1
            do i = 0, K - 1
              iy = oy - i
              if (iy < 0) cycle
              if (mod(iy, S) /= 0 .or. iy / S >= H) cycle
              do j = 0, K - 1
                ix = ox - j
                if (ix < 0) cycle
                if (mod(ix, S) /= 0 .or. ix / S >= W) cycle
                acc = acc + real(X(ix / S, iy / S, c, n), ak) * real(Wt(j, i, o, c), ak)
              end do
            end do
          end do
          Y(ox, oy, o, n) = real(acc, rk)
        end do
      end do
    end do
  end do
end subroutine conv_transpose2d
