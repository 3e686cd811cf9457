! global_avgpool: global average pooling NCHW -> NC, Y[b][c] = mean of X[b][c][:][:].
subroutine global_avgpool(Y, X, B, C, H, W) bind(c, name="global_avgpool")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W
  real(rk), intent(out) :: Y(0:C - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  integer(c_int64_t) :: ib, ic, iy, ix
  real(ak) :: inv, s

  inv = 1 / real(H * W, ak)
  do ib = 0, B - 1
    do ic = 0, C - 1
      s = 0
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = s + real(X(ix, iy, ic, ib), ak)
        end do
      end do
      Y(ic, ib) = real(s * inv, rk)
    end do
  end do
end subroutine global_avgpool
