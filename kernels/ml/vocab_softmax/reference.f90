! vocab_softmax: softmax over a language-model vocabulary with temperature, per token row t:
! P[t][v] = exp((logits[t][v] - m) / temp) / sum_v' exp((logits[t][v'] - m) / temp), m the row maximum, in acc_t.
subroutine vocab_softmax(P, logits, T, V, temp) bind(c, name="vocab_softmax")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, V
  real(c_float), value, intent(in) :: temp
  real(rk), intent(out) :: P(0:V - 1, 0:T - 1)
  real(rk), intent(in) :: logits(0:V - 1, 0:T - 1)
  integer(c_int64_t) :: it, iv
  real(ak) :: inv, m, s

  inv = 1 / real(temp, ak)
  do it = 0, T - 1
    m = real(logits(0, it), ak)
    do iv = 1, V - 1
      if (real(logits(iv, it), ak) > m) m = real(logits(iv, it), ak)
    end do
    s = 0
    do iv = 0, V - 1
      s = s + exp((real(logits(iv, it), ak) - m) * inv)
    end do
    do iv = 0, V - 1
      P(iv, it) = real(exp((real(logits(iv, it), ak) - m) * inv) / s, rk)
    end do
  end do
end subroutine vocab_softmax
