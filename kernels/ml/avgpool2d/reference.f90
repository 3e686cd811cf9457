! avgpool2d: K x K average pooling with stride S, no padding, of X (B, C, H, W) into Y (B, C, OH, OW).
subroutine avgpool2d(Y, X, B, C, H, W, K, S, OH, OW) bind(c, name="avgpool2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, K, S, OH, OW
  real(rk), intent(out) :: Y(OW, OH, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  integer(c_int64_t) :: n, ch, oy, ox, i, j
  real(ak) :: inv, acc

  inv = 1 / real(K * K, ak)
  do n = 1, B
    do ch = 1, C
      do oy = 0, OH - 1
        do ox = 0, OW - 1
          acc = 0
          do i = 0, K - 1
            do j = 0, K - 1
              acc = acc + real(X(ox * S + j + 1, oy * S + i + 1, ch, n), ak)
            end do
          end do
          Y(ox + 1, oy + 1, ch, n) = real(acc * inv, rk)
        end do
      end do
    end do
  end do
end subroutine avgpool2d
