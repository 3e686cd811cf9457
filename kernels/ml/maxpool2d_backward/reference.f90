! maxpool2d_backward: gradient of 3 x 3 / stride 2 / padding 1 max pooling: dX[y][x] = sum of dY over the output
! windows whose first maximum (row-major scan) is at (y, x), per plane (b, c).
subroutine maxpool2d_backward(dX, X, dY, B, C, H, W, OH, OW) bind(c, name="maxpool2d_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, OH, OW
  real(rk), intent(out) :: dX(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: dY(0:OW - 1, 0:OH - 1, 0:C - 1, 0:B - 1)
  integer(c_int64_t) :: ib, ic, iy, ix, oy, ox
  real(ak) :: s

  do ib = 0, B - 1
    do ic = 0, C - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0 ! windows containing (iy, ix): oy in [(iy - 1) / 2, (iy + 1) / 2], likewise ox
          do oy = merge((iy - 1) / 2, 0_c_int64_t, iy > 0), min((iy + 1) / 2, OH - 1)
            do ox = merge((ix - 1) / 2, 0_c_int64_t, ix > 0), min((ix + 1) / 2, OW - 1)
              if (window_argmax(ib, ic, oy, ox) == iy * W + ix) s = s + real(dY(ox, oy, ic, ib), ak)
            end do
          end do
          dX(ix, iy, ic, ib) = real(s, rk)
        end do
      end do
    end do
  end do

contains

  ! The flat index y W + x of the first maximum (row-major scan) of the 3 x 3 window of plane (pb, pc) at
  ! output (py, px), stride 2, padding 1 (padding never wins: every window holds a pixel).
  pure function window_argmax(pb, pc, py, px) result(best)
    integer(c_int64_t), intent(in) :: pb, pc, py, px
    integer(c_int64_t) :: best, i, j, y, xx
    real(ak) :: m, v

    best = -1
    m = 0
    do i = 0, 2
      y = py * 2 - 1 + i
      if (y < 0 .or. y >= H) cycle
      do j = 0, 2
        xx = px * 2 - 1 + j
        if (xx < 0 .or. xx >= W) cycle
        v = real(X(xx, y, pc, pb), ak)
        if (best < 0 .or. v > m) then
          m = v
          best = y * W + xx
        end if
      end do
    end do
  end function window_argmax
end subroutine maxpool2d_backward
