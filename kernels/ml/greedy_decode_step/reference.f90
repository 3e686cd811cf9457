! greedy_decode_step: per row, next = the first argmax of X, P = softmax((X - max) / temp),
! logp = log P(next) = -log(sum exp((X - max) / temp)).
subroutine greedy_decode_step(P, next, logp, X, B, V, temp) bind(c, name="greedy_decode_step")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, V
  real(rk), value, intent(in) :: temp
  real(rk), intent(out) :: P(V, B)
  integer(c_int32_t), intent(out) :: next(B)
  real(rk), intent(out) :: logp(B)
  real(rk), intent(in) :: X(V, B)
  integer(c_int64_t) :: ib, iv, best
  real(ak) :: t, m, s

  t = real(temp, ak)
  do ib = 1, B
    best = 1
    m = real(X(1, ib), ak)
    do iv = 2, V
      if (real(X(iv, ib), ak) > m) then
        m = real(X(iv, ib), ak)
        best = iv
      end if
    end do
    s = 0
    do iv = 1, V
      s = s + exp((real(X(iv, ib), ak) - m) / t)
    end do
    do iv = 1, V
      P(iv, ib) = real(exp((real(X(iv, ib), ak) - m) / t) / s, rk)
    end do
    next(ib) = int(best - 1, c_int32_t)
    logp(ib) = real(-log(s), rk)
  end do
end subroutine greedy_decode_step
