! conv2d_backward_input: gradient dX (B, CI, H, W) of a stride-1, unpadded conv2d with respect to its input, from dY (B, CO, OH, OW) and the filter Wt (CO, CI, K, K).
subroutine conv2d_backward_input(dX, dY, Wt, B, CI, CO, H, W, K, OH, OW) bind(c, name="conv2d_backward_input")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, K, OH, OW
  real(rk), intent(out) :: dX(W, H, CI, B)
  real(rk), intent(in) :: dY(OW, OH, CO, B)
  real(rk), intent(in) :: Wt(K, K, CI, CO)
  integer(c_int64_t) :: n, ch, iy, ix, o, i, j, oy, ox
  real(ak) :: acc

  do n = 1, B
    do ch = 1, CI
      do iy = 0, H - 1
        do ix = 0, W - 1
          acc = 0
          do o = 1, CO
            do i = 0, K - 1
              oy = iy - i
              if (oy < 0 .or. oy >= OH) cycle
              do j = 0, K - 1
                ox = ix - j
                if (ox >= 0 .and. ox < OW) then
                  acc = acc + real(dY(ox + 1, oy + 1, o, n), ak) * real(Wt(j + 1, i + 1, ch, o), ak)
                end if
              end do
            end do
          end do
          dX(ix + 1, iy + 1, ch, n) = real(acc, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_backward_input
