! depthwise_conv2d: depthwise 2-D convolution (one K x K filter per channel), stride 1, zero padding K/2,
! with bias: Y[n, c, y, x] = bias[c] + sum over i, j of X[n, c, y + i - K/2, x + j - K/2] Wt[c, i, j]
! (positions outside the input skipped), summed in order of i, j.
subroutine depthwise_conv2d(Y, X, Wt, bias, B, C, H, W, K) bind(c, name="depthwise_conv2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, K
  real(rk), intent(out) :: Y(W, H, C, B)
  real(rk), intent(in) :: X(W, H, C, B), Wt(K, K, C), bias(C)
  integer(c_int64_t) :: nb, ic, iy, ix, i, j, yy, xx
  real(ak) :: acc

  do nb = 1, B
    do ic = 1, C
      do iy = 0, H - 1
        do ix = 0, W - 1
          acc = real(bias(ic), ak)
          do i = 0, K - 1
            yy = iy + i - K / 2
            if (yy < 0 .or. yy >= H) cycle
            do j = 0, K - 1
              xx = ix + j - K / 2
              if (xx >= 0 .and. xx < W) acc = acc + real(X(xx + 1, yy + 1, ic, nb), ak) * real(Wt(j + 1, i + 1, ic), ak)
            end do
          end do
          Y(ix + 1, iy + 1, ic, nb) = real(acc, rk)
        end do
      end do
    end do
  end do
end subroutine depthwise_conv2d
