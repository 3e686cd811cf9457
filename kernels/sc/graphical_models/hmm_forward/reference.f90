! hmm_forward: the scaled forward algorithm of a hidden Markov model: a[0][s] = init[s] emit[s][obs[0]],
! a[t][s] = (sum_r a[t-1][r] trans[r][s]) emit[s][obs[t]] (r ascending); every row divided by its sum c_t
! (index order) and loglik = sum_t log c_t (accumulated in double precision).
subroutine hmm_forward(alpha, loglik, init, trans, emit, obs, T, S, K) bind(c, name="hmm_forward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, S, K
  real(rk), intent(out) :: alpha(0:S - 1, 0:T - 1), loglik(1)
  real(rk), intent(in) :: init(0:S - 1), trans(0:S - 1, 0:S - 1), emit(0:K - 1, 0:S - 1)
  integer(c_int32_t), intent(in) :: obs(0:T - 1)
  real(c_double) :: ll
  real(rk) :: c, v
  integer(c_int64_t) :: tt, tp, ss, r

  ll = 0
  do tt = 0, T - 1
    tp = tt - 1  ! the previous row (used when tt > 0)
    c = 0
    do ss = 0, S - 1
      if (tt == 0) then
        v = init(ss)
      else
        v = 0
        do r = 0, S - 1
          v = v + alpha(r, tp) * trans(ss, r)
        end do
      end if
      alpha(ss, tt) = v * emit(obs(tt), ss)
      c = c + alpha(ss, tt)
    end do
    do ss = 0, S - 1
      alpha(ss, tt) = alpha(ss, tt) / c
    end do
    ll = ll + log(real(c, c_double))
  end do
  loglik(1) = real(ll, rk)
end subroutine hmm_forward
