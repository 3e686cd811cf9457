! conv2d: Y[n][o][y][x] = bias[o] + sum over c, i, j of X[n][c][y + i][x + j] Wt[o][c][i][j] (NCHW, stride 1, no padding).
subroutine conv2d(Y, X, Wt, bias, B, CI, CO, H, W, KH, KW, OH, OW) bind(c, name="conv2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, KH, KW, OH, OW
  real(rk), intent(out) :: Y(0:OW - 1, 0:OH - 1, 0:CO - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:CI - 1, 0:B - 1)
  real(rk), intent(in) :: Wt(0:KW - 1, 0:KH - 1, 0:CI - 1, 0:CO - 1)
  real(rk), intent(in) :: bias(0:CO - 1)
  integer(c_int64_t) :: n, o, iy, ix, c, i, j
  real(ak) :: s

  do n = 0, B - 1
    do o = 0, CO - 1
      do iy = 0, OH - 1
        do ix = 0, OW - 1
          s = real(bias(o), ak)
          do c = 0, CI - 1
            do i = 0, KH - 1
              do j = 0, KW - 1
                s = s + real(X(ix + j, iy + i, c, n), ak) * real(Wt(j, i, c, o), ak)
              end do
            end do
          end do
          Y(ix, iy, o, n) = real(s, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d
