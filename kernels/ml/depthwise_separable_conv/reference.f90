! depthwise_separable_conv: A = relu(depthwise 3 x 3 conv of X with zero padding 1 + bd) (one filter per
! channel, stored), then Y = pointwise 1 x 1 conv of A: Y[n][o] = bp[o] + sum_c Wp[o][c] A[n][c].
subroutine depthwise_separable_conv(Y, A, X, Wd, bd, Wp, bp, B, C, CO, H, W) bind(c, name="depthwise_separable_conv")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, CO, H, W
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:CO - 1, 0:B - 1), A(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1), Wd(0:2, 0:2, 0:C - 1), bd(0:C - 1)
  real(rk), intent(in) :: Wp(0:C - 1, 0:CO - 1), bp(0:CO - 1)
  integer(c_int64_t) :: n, ic, o, iy, ix, yy, xx, i, j
  real(ak) :: s

  do n = 0, B - 1
    do ic = 0, C - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = bd(ic)
          do i = 0, 2
            yy = iy + i - 1
            if (yy < 0 .or. yy >= H) cycle
            do j = 0, 2
              xx = ix + j - 1
              if (xx < 0 .or. xx >= W) cycle
              s = s + X(xx, yy, ic, n) * Wd(j, i, ic)
            end do
          end do
          A(ix, iy, ic, n) = real(max(s, real(0, ak)), rk)
        end do
      end do
    end do
    do o = 0, CO - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = bp(o)
          do ic = 0, C - 1
            s = s + Wp(ic, o) * A(ix, iy, ic, n)
          end do
          Y(ix, iy, o, n) = real(s, rk)
        end do
      end do
    end do
  end do
end subroutine depthwise_separable_conv
