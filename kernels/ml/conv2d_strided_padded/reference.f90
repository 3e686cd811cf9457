! conv2d_strided_padded: 2-D convolution (cross-correlation) NCHW with stride S and zero padding P = K/2,
! with bias: Y[n, o, y, x] = bias[o] + sum over c, i, j of X[n, c, y S + i - P, x S + j - P] Wt[o, c, i, j]
! (positions outside the input skipped), summed in order of c, i, j.
subroutine conv2d_strided_padded(Y, X, Wt, bias, B, CI, CO, H, W, K, S, P, OH, OW) &
    bind(c, name="conv2d_strided_padded")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, K, S, P, OH, OW
  real(rk), intent(out) :: Y(OW, OH, CO, B)
  real(rk), intent(in) :: X(W, H, CI, B), Wt(K, K, CI, CO), bias(CO)
  integer(c_int64_t) :: nb, o, iy, ix, c, i, j, yy, xx
  real(ak) :: acc

  do nb = 1, B
    do o = 1, CO
      do iy = 0, OH - 1
        do ix = 0, OW - 1
          acc = real(bias(o), ak)
          do c = 1, CI
            do i = 0, K - 1
              yy = iy * S + i - P
              if (yy < 0 .or. yy >= H) cycle
              do j = 0, K - 1
                xx = ix * S + j - P
                if (xx < 0 .or. xx >= W) cycle
                acc = acc + real(X(xx + 1, yy + 1, c, nb), ak) * real(Wt(j + 1, i + 1, c, o), ak)
              end do
            end do
          end do
          Y(ix + 1, iy + 1, o, nb) = real(acc, rk)
        end do
      end do
    end do
  end do
end subroutine conv2d_strided_padded
