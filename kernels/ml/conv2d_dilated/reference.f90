! conv2d_dilated: dilated 2-D convolution with bias, 3 x 3 taps D apart, zero padding D (output as large as the input):
! Y[n, o, y, x] = bias[o] + sum_{c, i, j} X[n, c, y + (i - 1) D, x + (j - 1) D] Wt[o, c, i, j] over in-range taps.
subroutine conv2d_dilated(Y, X, Wt, bias, B, CI, CO, H, W, D) bind(c, name="conv2d_dilated")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, D
  real(rk), intent(out) :: Y(W, H, CO, B)
  real(rk), intent(in) :: X(W, H, CI, B)
  real(rk), intent(in) :: Wt(3, 3, CI, CO)
  real(rk), intent(in) :: bias(CO)
  integer(c_int64_t) :: n, o, iy, ix, c, i, j, yy, xx
  real(ak) :: s

  do n = 1, B
    do o = 1, CO
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = real(bias(o), ak)
          do c = 1, CI
            do i = 0, 2
              yy = iy + (i - 1) * D
              if (yy < 0 .or. yy >= H) cycle
              do j = 0, 2
                xx = ix + (j - 1) * D
                if (xx >= 0 .and. xx < W) s = s + real(X(xx + 1, yy + 1, c, n), ak) * real(Wt(j + 1, i + 1, c, o), ak)
              end do
            end do
          end do
          Y(ix + 1, iy + 1, o, n) = real(s, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_dilated
