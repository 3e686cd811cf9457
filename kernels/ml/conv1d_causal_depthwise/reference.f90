! conv1d_causal_depthwise: causal depthwise 1-D convolution with bias (the short conv of Mamba-style blocks):
! Y[n, c, t] = bias[c] + sum_i Wt[c, i] X[n, c, t - (KS - 1) + i] over the taps with a nonnegative position.
subroutine conv1d_causal_depthwise(Y, X, Wt, bias, B, C, L, KS) bind(c, name="conv1d_causal_depthwise")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, L, KS
  real(rk), intent(out) :: Y(L, C, B)
  real(rk), intent(in) :: X(L, C, B)
  real(rk), intent(in) :: Wt(KS, C)
  real(rk), intent(in) :: bias(C)
  integer(c_int64_t) :: n, ic, t, i, p
  real(ak) :: s

  do n = 1, B
    do ic = 1, C
      do t = 0, L - 1
        s = real(bias(ic), ak)
        do i = 0, KS - 1
          p = t - (KS - 1) + i
          if (p >= 0) s = s + real(Wt(i + 1, ic), ak) * real(X(p + 1, ic, n), ak)
        end do
        Y(t + 1, ic, n) = real(s, rk)
      end do
    end do
  end do
end subroutine conv1d_causal_depthwise
