! conv2d_nhwc: 2-D convolution in channels-last layout, X (B, H, W, CI) NHWC, filter Wt (K, K, CI, CO) HWIO, plus bias, stride 1, no padding, into Y (B, OH, OW, CO).
subroutine conv2d_nhwc(Y, X, Wt, bias, B, CI, CO, H, W, K, OH, OW) bind(c, name="conv2d_nhwc")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, K, OH, OW
  real(rk), intent(out) :: Y(CO, OW, OH, B)
  real(rk), intent(in) :: X(CI, W, H, B)
  real(rk), intent(in) :: Wt(CO, CI, K, K)
  real(rk), intent(in) :: bias(CO)
  integer(c_int64_t) :: n, oy, ox, o, i, j, ch
  real(ak) :: acc

  do n = 1, B
    do oy = 1, OH
      do ox = 1, OW
        do o = 1, CO
          acc = real(bias(o), ak)
          do i = 0, K - 1
            do j = 0, K - 1
              do ch = 1, CI
                acc = acc + real(X(ch, ox + j, oy + i, n), ak) * real(Wt(o, ch, j + 1, i + 1), ak)
              end do
            end do
          end do
          Y(o, ox, oy, n) = real(acc, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_nhwc
