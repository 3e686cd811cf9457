! conv_transpose1d: transposed 1-D convolution (torch.nn.ConvTranspose1d, groups 1, dilation 1, no output
! padding), NCL, weights Wt[CI, CO, K], stride S, padding P, OL = (L - 1) S - 2 P + K:
! Y[n, o, t] = bias[o] + sum over c, k with t + P - k = i S, 0 <= i < L, of X[n, c, i] Wt[c, o, k],
! summed in order of c, then k, after the bias.
subroutine conv_transpose1d(Y, X, Wt, bias, B, CI, CO, L, K, S, P, OL) bind(c, name="conv_transpose1d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, L, K, S, P, OL
  real(rk), intent(out) :: Y(OL, CO, B)
  real(rk), intent(in) :: X(L, CI, B)
  real(rk), intent(in) :: Wt(K, CO, CI)
  real(rk), intent(in) :: bias(CO)
  integer(c_int64_t) :: n, o, t, c, kk, q
  real(ak) :: acc

  do n = 1, B
    do o = 1, CO
      do t = 0, OL - 1
        acc = real(bias(o), ak)
        do c = 1, CI
          do kk = mod(t + P, S), K - 1, S
            q = t + P - kk
            if (q < 0 .or. q / S >= L) cycle
            acc = acc + real(X(q / S + 1, c, n), ak) * real(Wt(kk + 1, o, c), ak)
          end do
        end do
        Y(t + 1, o, n) = real(acc, rk)
      end do
    end do
  end do
end subroutine conv_transpose1d
