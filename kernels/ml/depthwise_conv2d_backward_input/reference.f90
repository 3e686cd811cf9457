! depthwise_conv2d_backward_input: the input gradient of the depthwise convolution
! y[n][c][u][v] = sum_i,j Wt[c][i][j] x[n][c][u + i - P][v + j - P] (C order NCHW, stride 1, zero padding
! P = K / 2): dX[n][c][y][x] = sum over i, then j (0-based, in order) of dY[n][c][y - i + P][x - j + P]
! Wt[c][i][j], the terms whose dY index falls outside H x W left out.
subroutine depthwise_conv2d_backward_input(dX, dY, Wt, B, C, K, H, W) &
    bind(c, name="depthwise_conv2d_backward_input")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, K, H, W
  real(rk), intent(out) :: dX(W, H, C, B)
  real(rk), intent(in) :: dY(W, H, C, B)
  real(rk), intent(in) :: Wt(K, K, C)
  integer(c_int64_t) :: n, ch, iy, ix, i, j, u, v, P
  real(ak) :: s

  P = K / 2
  do n = 1, B
    do ch = 1, C
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do i = 0, K - 1
            u = iy - i + P
            if (u < 0 .or. u >= H) cycle
            do j = 0, K - 1
              v = ix - j + P
              if (v < 0 .or. v >= W) cycle
              s = s + real(dY(v + 1, u + 1, ch, n), ak) * real(Wt(j + 1, i + 1, ch), ak)
            end do
          end do
          dX(ix + 1, iy + 1, ch, n) = real(s, rk)
        end do
      end do
    end do
  end do
end subroutine depthwise_conv2d_backward_input
