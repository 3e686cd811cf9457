! causal_conv1d_glu: causal conv1d from C to 2C channels (width K, left zero padding K - 1, with bias):
! z[o][t] = bias[o] + sum_c sum_k Wt[o][c][k] X[c][t - K + 1 + k]; then GLU: Y[c][t] = z[c][t] sigmoid(z[C + c][t]).
subroutine causal_conv1d_glu(Y, X, Wt, bias, B, C, L, K, C2) bind(c, name="causal_conv1d_glu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, L, K, C2
  real(rk), intent(out) :: Y(0:L - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:L - 1, 0:C - 1, 0:B - 1), Wt(0:K - 1, 0:C - 1, 0:C2 - 1), bias(0:C2 - 1)
  integer(c_int64_t) :: n, ic, it
  real(ak) :: a, g

  do n = 0, B - 1
    do ic = 0, C - 1
      do it = 0, L - 1
        a = cconv(ic)
        g = cconv(C + ic)
        Y(it, ic, n) = real(a / (1 + exp(-g)), rk)
      end do
    end do
  end do

contains

  ! bias[o] + the causal taps of output channel o at time it of batch n
  real(ak) function cconv(o)
    integer(c_int64_t), intent(in) :: o
    integer(c_int64_t) :: jc, kk, u
    real(ak) :: s

    s = bias(o)
    do jc = 0, C - 1
      do kk = 0, K - 1
        u = it - K + 1 + kk
        if (u >= 0) s = s + Wt(kk, jc, o) * X(u, jc, n)
      end do
    end do
    cconv = s
  end function cconv
end subroutine causal_conv1d_glu
