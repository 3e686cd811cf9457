! viterbi: Viterbi trellis of a hidden Markov model in log space, the best path score per (time, state).
subroutine viterbi(delta, log_init, log_trans, log_emit, obs, T, S, K) bind(c, name="viterbi")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T
  integer(c_int64_t), value, intent(in) :: S
  integer(c_int64_t), value, intent(in) :: K
  real(rk), intent(out) :: delta(0:S - 1, 0:T - 1)
  real(rk), intent(in) :: log_init(0:S - 1)
  real(rk), intent(in) :: log_trans(0:S - 1, 0:S - 1)
  real(rk), intent(in) :: log_emit(0:K - 1, 0:S - 1)
  integer(c_int32_t), intent(in) :: obs(0:T - 1)
  integer(c_int64_t) :: tt, ss, r
  real(rk) :: best, v

  ! C's x[a][b] is x(b, a)
  do ss = 0, S - 1
    delta(ss, 0) = log_init(ss) + log_emit(obs(0), ss)
  end do
  do tt = 1, T - 1
    do ss = 0, S - 1
      best = delta(0, tt - 1) + log_trans(ss, 0)
      do r = 1, S - 1
        v = delta(r, tt - 1) + log_trans(ss, r)
        if (v > best) best = v
      end do
      delta(ss, tt) = best + log_emit(obs(tt), ss)
    end do
  end do
end subroutine viterbi
