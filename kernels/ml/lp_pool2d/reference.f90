! lp_pool2d: power-average pooling (LPPool2d, stride = kernel size K, no padding, on |x|), NCHW:
! Y[n][c][i][j] = (sum over the K x K window at (K i, K j) of |x|^p)^(1/p), in the accumulation kind.
subroutine lp_pool2d(Y, X, B, C, H, W, K, OH, OW, p) bind(c, name="lp_pool2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t), value, intent(in) :: OH
  integer(c_int64_t), value, intent(in) :: OW
  real(c_float), value, intent(in) :: p
  real(rk), intent(out) :: Y(OW, OH, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  integer(c_int64_t) :: ib, ic, i, j, u, v
  real(ak) :: pp, ip, s

  pp = real(p, ak)
  ip = 1 / real(p, ak)
  do ib = 1, B
    do ic = 1, C
      do i = 0, OH - 1
        do j = 0, OW - 1
          s = 0.0_ak
          do u = 1, K
            do v = 1, K
              s = s + abs(real(X(K * j + v, K * i + u, ic, ib), ak)) ** pp
            end do
          end do
          Y(j + 1, i + 1, ic, ib) = real(s ** ip, rk)
        end do
      end do
    end do
  end do
end subroutine lp_pool2d
