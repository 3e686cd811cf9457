! conv2d_backward_weight: gradients of a conv2d's filter and bias (stride 1, no padding) from dY and X:
! dW[o, c, i, j] = sum over n, y, x of dY[n, o, y, x] X[n, c, y + i, x + j] and db[o] = sum over n, y, x of
! dY[n, o, y, x], each summed in order of n, y, x.
subroutine conv2d_backward_weight(dW, db, dY, X, B, CI, CO, H, W, K, OH, OW) bind(c, name="conv2d_backward_weight")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, K, OH, OW
  real(rk), intent(out) :: dW(K, K, CI, CO), db(CO)
  real(rk), intent(in) :: dY(OW, OH, CO, B), X(W, H, CI, B)
  integer(c_int64_t) :: o, c, i, j, nb, iy, ix
  real(ak) :: acc

  do o = 1, CO
    do c = 1, CI
      do i = 0, K - 1
        do j = 0, K - 1
          acc = 0
          do nb = 1, B
            do iy = 1, OH
              do ix = 1, OW
                acc = acc + real(dY(ix, iy, o, nb), ak) * real(X(ix + j, iy + i, c, nb), ak)
              end do
            end do
          end do
          dW(j + 1, i + 1, c, o) = real(acc, rk)
        end do
      end do
    end do
    acc = 0
    do nb = 1, B
      do iy = 1, OH
        do ix = 1, OW
          acc = acc + real(dY(ix, iy, o, nb), ak)
        end do
      end do
    end do
    db(o) = real(acc, rk)
  end do
end subroutine conv2d_backward_weight
