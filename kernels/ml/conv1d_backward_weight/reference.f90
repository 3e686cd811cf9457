! conv1d_backward_weight: the weight and bias gradients of y[n][o][t] = b[o] + sum_c,k W[o][c][k] x[n][c][t + k]
! (C order NCL, stride 1, no padding, OL = L - KS + 1): dW[o][c][k] = sum over n, then t (in order) of
! dY[n][o][t] X[n][c][t + k], db[o] = sum over n, then t of dY[n][o][t].
subroutine conv1d_backward_weight(dW, db, dY, X, B, CI, CO, KS, L, OL) bind(c, name="conv1d_backward_weight")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, KS, L, OL
  real(rk), intent(out) :: dW(KS, CI, CO)
  real(rk), intent(out) :: db(CO)
  real(rk), intent(in) :: dY(OL, CO, B)
  real(rk), intent(in) :: X(L, CI, B)
  integer(c_int64_t) :: o, c, k, n, t
  real(ak) :: s, sb

  do o = 1, CO
    sb = 0
    do n = 1, B
      do t = 1, OL
        sb = sb + real(dY(t, o, n), ak)
      end do
    end do
    db(o) = real(sb, rk)
    do c = 1, CI
      do k = 1, KS
        s = 0
        do n = 1, B
          do t = 1, OL
            s = s + real(dY(t, o, n), ak) * real(X(t + k - 1, c, n), ak)
          end do
        end do
        dW(k, c, o) = real(s, rk)
      end do
    end do
  end do
end subroutine conv1d_backward_weight
