! adaptive_avgpool2d: adaptive average pooling of X (B, C, H, W) to O x O bins (bin i covers rows floor(i H / O) .. ceil((i + 1) H / O) - 1).
subroutine adaptive_avgpool2d(Y, X, B, C, H, W, O) bind(c, name="adaptive_avgpool2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, O
  real(rk), intent(out) :: Y(O, O, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  integer(c_int64_t) :: n, ch, i, j, yy, xx, y0, y1, x0, x1
  real(ak) :: s

  do n = 1, B
    do ch = 1, C
      do i = 0, O - 1
        y0 = i * H / O
        y1 = ((i + 1) * H + O - 1) / O
        do j = 0, O - 1
          x0 = j * W / O
          x1 = ((j + 1) * W + O - 1) / O
          s = 0
          do yy = y0, y1 - 1
            do xx = x0, x1 - 1
              s = s + real(X(xx + 1, yy + 1, ch, n), ak)
            end do
          end do
          Y(j + 1, i + 1, ch, n) = real(s / real((y1 - y0) * (x1 - x0), ak), rk)
        end do
      end do
    end do
  end do
end subroutine adaptive_avgpool2d
