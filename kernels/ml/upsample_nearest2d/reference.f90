! upsample_nearest2d: nearest-neighbour resize NCHW from H x W to OH x OW with integer source indices:
! Y[b][c][i][j] = X[b][c][(i H) / OH][(j W) / OW] (0-based indices, floor divisions; values copied exactly).
subroutine upsample_nearest2d(Y, X, B, C, H, W, OH, OW) bind(c, name="upsample_nearest2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  integer(c_int64_t), value, intent(in) :: OH
  integer(c_int64_t), value, intent(in) :: OW
  real(rk), intent(out) :: Y(OW, OH, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  integer(c_int64_t) :: ib, ic, i, j, si

  do ib = 1, B
    do ic = 1, C
      do i = 0, OH - 1
        si = i * H / OH
        do j = 0, OW - 1
          Y(j + 1, i + 1, ic, ib) = X(j * W / OW + 1, si + 1, ic, ib)
        end do
      end do
    end do
  end do
end subroutine upsample_nearest2d
