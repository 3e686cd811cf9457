! avgpool2d_backward: gradient of K x K / stride S average pooling (no padding), gather form:
! dX[n, c, y, x] = (sum of dY[n, c, oy, ox] over the windows holding (y, x), oy S <= y < oy S + K,
! ox S <= x < ox S + K) / K^2, summed in order of oy, ox.
subroutine avgpool2d_backward(dX, dY, B, C, H, W, K, S, OH, OW) bind(c, name="avgpool2d_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, K, S, OH, OW
  real(rk), intent(out) :: dX(W, H, C * B)
  real(rk), intent(in) :: dY(OW, OH, C * B)
  integer(c_int64_t) :: q, iy, ix, oy, ox, oy0, oy1, ox0, ox1
  real(ak) :: acc, inv

  inv = 1 / real(K * K, ak)
  do q = 1, B * C
    do iy = 0, H - 1
      oy0 = 0
      if (iy >= K) oy0 = (iy - K) / S + 1
      oy1 = min(iy / S, OH - 1)
      do ix = 0, W - 1
        ox0 = 0
        if (ix >= K) ox0 = (ix - K) / S + 1
        ox1 = min(ix / S, OW - 1)
        acc = 0
        do oy = oy0, oy1
          do ox = ox0, ox1
            acc = acc + real(dY(ox + 1, oy + 1, q), ak)
          end do
        end do
        dX(ix + 1, iy + 1, q) = real(acc * inv, rk)
      end do
    end do
  end do
end subroutine avgpool2d_backward
