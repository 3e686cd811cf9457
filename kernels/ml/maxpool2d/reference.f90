! maxpool2d: 2 x 2 max pooling with stride 2, NCHW: Y[n, c, y, x] = max of X[n, c, 2y:2y+2, 2x:2x+2].
subroutine maxpool2d(Y, X, B, C, H, W, OH, OW) bind(c, name="maxpool2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, OH, OW
  real(rk), intent(out) :: Y(OW, OH, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  integer(c_int64_t) :: n, ic, iy, ix
  real(rk) :: best

  do n = 1, B
    do ic = 1, C
      do iy = 1, OH
        do ix = 1, OW
          best = X(2 * ix - 1, 2 * iy - 1, ic, n)
          if (X(2 * ix, 2 * iy - 1, ic, n) > best) best = X(2 * ix, 2 * iy - 1, ic, n)
          if (X(2 * ix - 1, 2 * iy, ic, n) > best) best = X(2 * ix - 1, 2 * iy, ic, n)
          if (X(2 * ix, 2 * iy, ic, n) > best) best = X(2 * ix, 2 * iy, ic, n)
          Y(ix, iy, ic, n) = best
        end do
      end do
    end do
  end do
end subroutine maxpool2d
