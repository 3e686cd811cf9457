! conv_transpose2d_add_hardswish: KernelBench's ConvTranspose3d_Add_HardSwish in 2-D.
! z = bias(o) + A[n][o][y][x] + sum over c, i, j (3 x 3) with y - i = 2 iy, x - j = 2 ix inside X of
! X[n][c][iy][ix] Wt[c][o][i][j] (C order, 0-based indices in this comment; transposed convolution,
! stride 2, no padding: OH = 2 H + 1); Y = z hardswish(z) = z (z min(max(z + 3, 0), 6) / 6).
subroutine conv_transpose2d_add_hardswish(Y, X, Wt, bias, A, B, CI, CO, H, W, OH, OW) &
    bind(c, name="conv_transpose2d_add_hardswish")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, OH, OW
  real(rk), intent(out) :: Y(OW, OH, CO, B)
  real(rk), intent(in) :: X(W, H, CI, B)
  real(rk), intent(in) :: Wt(3, 3, CO, CI)
  real(rk), intent(in) :: bias(CO)
  real(rk), intent(in) :: A(OW, OH, CO, B)
  integer(c_int64_t) :: n, o, oy, ox, c, i, j, ty, tx
  real(ak) :: z, r

  do n = 1, B
    do o = 1, CO
      do oy = 0, OH - 1
        do ox = 0, OW - 1
          z = real(bias(o), ak) + real(A(ox + 1, oy + 1, o, n), ak)
          do c = 1, CI
            do i = 0, 2
              ty = oy - i
              if (ty < 0 .or. mod(ty, 2_c_int64_t) /= 0 .or. ty / 2 >= H) cycle
              do j = 0, 2
                tx = ox - j
                if (tx < 0 .or. mod(tx, 2_c_int64_t) /= 0 .or. tx / 2 >= W) cycle
                z = z + real(X(tx / 2 + 1, ty / 2 + 1, c, n), ak) * real(Wt(j + 1, i + 1, o, c), ak)
              end do
            end do
          end do
          r = min(max(z + 3, 0.0_ak), 6.0_ak)
          Y(ox + 1, oy + 1, o, n) = real(z * (z * r / 6), rk)
        end do
      end do
    end do
  end do
end subroutine conv_transpose2d_add_hardswish
