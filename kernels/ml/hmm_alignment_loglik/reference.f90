! hmm_alignment_loglik: per sequence b, ll(b) = sum_t log_softmax(X(:, t, b))(a_t) + sum_{t >= 2} logA(a_t, a_{t-1})
! (C's logA[prev][cur] is logA(cur, prev)) with a = align(:, b) + 1: the log-likelihood of that one state path.
subroutine hmm_alignment_loglik(ll, X, align, logA, B, T, S) bind(c, name="hmm_alignment_loglik")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, T, S
  real(rk), intent(out) :: ll(B)
  real(rk), intent(in) :: X(S, T, B)
  integer(c_int32_t), intent(in) :: align(T, B)
  real(rk), intent(in) :: logA(S, S)
  integer(c_int64_t) :: ib, it, is, a, ap
  real(ak) :: total, m, e

  do ib = 1, B
    total = 0
    ap = 1
    do it = 1, T
      a = int(align(it, ib), c_int64_t) + 1
      m = real(X(1, it, ib), ak)
      do is = 2, S
        if (real(X(is, it, ib), ak) > m) m = real(X(is, it, ib), ak)
      end do
      e = 0
      do is = 1, S
        e = e + exp(real(X(is, it, ib), ak) - m)
      end do
      total = total + (real(X(a, it, ib), ak) - m - log(e))
      if (it > 1) total = total + real(logA(a, ap), ak)
      ap = a
    end do
    ll(ib) = real(total, rk)
  end do
end subroutine hmm_alignment_loglik
