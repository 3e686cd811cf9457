! conv1d: 1-D convolution (cross-correlation), NCL, stride S, zero padding P = KS/2, with bias:
! Y[n, o, t] = bias[o] + sum over c, i of X[n, c, t S + i - P] Wt[o, c, i] (positions outside [0, L) skipped),
! summed in order of c, i.
subroutine conv1d(Y, X, Wt, bias, B, CI, CO, L, KS, S, P, OL) bind(c, name="conv1d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, L, KS, S, P, OL
  real(rk), intent(out) :: Y(OL, CO, B)
  real(rk), intent(in) :: X(L, CI, B), Wt(KS, CI, CO), bias(CO)
  integer(c_int64_t) :: nb, o, it, c, i, pos
  real(ak) :: acc

  do nb = 1, B
    do o = 1, CO
      do it = 0, OL - 1
        acc = real(bias(o), ak)
        do c = 1, CI
          do i = 0, KS - 1
            pos = it * S + i - P
            if (pos < 0 .or. pos >= L) cycle
            acc = acc + real(X(pos + 1, c, nb), ak) * real(Wt(i + 1, c, o), ak)
          end do
        end do
        Y(it + 1, o, nb) = real(acc, rk)
      end do
    end do
  end do
end subroutine conv1d
