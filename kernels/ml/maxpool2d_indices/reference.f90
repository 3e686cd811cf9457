! maxpool2d_indices: 3 x 3 max pooling, stride 2, padding 1, of X (B, C, H, W), with the flat index y W + x of each maximum in its plane (the first in row-major order on ties; 0-based, as in C).
subroutine maxpool2d_indices(Y, idx, X, B, C, H, W, OH, OW) bind(c, name="maxpool2d_indices")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, OH, OW
  real(rk), intent(out) :: Y(OW, OH, C, B)
  integer(c_int64_t), intent(out) :: idx(OW, OH, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  integer(c_int64_t) :: n, ch, oy, ox, i, j, yy, xx, best
  real(ak) :: m, v

  do n = 1, B
    do ch = 1, C
      do oy = 0, OH - 1
        do ox = 0, OW - 1
          best = -1
          m = 0
          do i = 0, 2
            yy = oy * 2 - 1 + i
            if (yy < 0 .or. yy >= H) cycle
            do j = 0, 2
              xx = ox * 2 - 1 + j
              if (xx < 0 .or. xx >= W) cycle
              v = real(X(xx + 1, yy + 1, ch, n), ak)
              if (best < 0 .or. v > m) then
                m = v
                best = yy * W + xx
              end if
            end do
          end do
          Y(ox + 1, oy + 1, ch, n) = X(mod(best, W) + 1, best / W + 1, ch, n)
          idx(ox + 1, oy + 1, ch, n) = best
        end do
      end do
    end do
  end do
end subroutine maxpool2d_indices
