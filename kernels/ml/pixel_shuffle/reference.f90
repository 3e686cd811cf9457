! pixel_shuffle: PixelShuffle(UF), NCHW: X [B, C UF^2, H, W] -> Y [B, C, H UF, W UF],
! Y[b][c][h UF + i][w UF + j] = X[b][(c UF + i) UF + j][h][w] (0-based indices; values copied exactly).
subroutine pixel_shuffle(Y, X, B, C, UF, H, W, CI, OH, OW) bind(c, name="pixel_shuffle")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: UF
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  integer(c_int64_t), value, intent(in) :: CI
  integer(c_int64_t), value, intent(in) :: OH
  integer(c_int64_t), value, intent(in) :: OW
  real(rk), intent(out) :: Y(OW, OH, C, B)
  real(rk), intent(in) :: X(W, H, CI, B)
  integer(c_int64_t) :: ib, ic, ioh, iow, ih, ii, iw, ij

  do ib = 1, B
    do ic = 0, C - 1
      do ioh = 0, OH - 1
        ih = ioh / UF
        ii = mod(ioh, UF)
        do iow = 0, OW - 1
          iw = iow / UF
          ij = mod(iow, UF)
          Y(iow + 1, ioh + 1, ic + 1, ib) = X(iw + 1, ih + 1, (ic * UF + ii) * UF + ij + 1, ib)
        end do
      end do
    end do
  end do
end subroutine pixel_shuffle
