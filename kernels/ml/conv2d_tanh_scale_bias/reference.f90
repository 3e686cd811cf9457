! conv2d_tanh_scale_bias: KernelBench's Conv2d_Tanh_Scaling_BiasAdd (without the final max-pool).
! z = bias(o) + sum over c, i, j (3 x 3) of X[n][c][y + i][x + j] Wt[o][c][i][j] (C order NCHW, stride 1,
! no padding, OH = H - 2, OW = W - 2), then Y[n][o][y][x] = tanh(z) s + bias2(o).
subroutine conv2d_tanh_scale_bias(Y, X, Wt, bias, bias2, B, CI, CO, H, W, OH, OW, s) &
    bind(c, name="conv2d_tanh_scale_bias")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, OH, OW
  real(rk), value, intent(in) :: s
  real(rk), intent(out) :: Y(OW, OH, CO, B)
  real(rk), intent(in) :: X(W, H, CI, B)
  real(rk), intent(in) :: Wt(3, 3, CI, CO)
  real(rk), intent(in) :: bias(CO)
  real(rk), intent(in) :: bias2(CO)
  integer(c_int64_t) :: n, o, iy, ix, c, i, j
  real(ak) :: z, sc, b2

  sc = real(s, ak)
  do n = 1, B
    do o = 1, CO
      b2 = real(bias2(o), ak)
      do iy = 1, OH
        do ix = 1, OW
          z = real(bias(o), ak)
          do c = 1, CI
            do i = 1, 3
              do j = 1, 3
                z = z + real(X(ix + j - 1, iy + i - 1, c, n), ak) * real(Wt(j, i, c, o), ak)
              end do
            end do
          end do
          Y(ix, iy, o, n) = real(tanh(z) * sc + b2, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_tanh_scale_bias
