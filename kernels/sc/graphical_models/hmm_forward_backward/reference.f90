! hmm_forward_backward: the scaled HMM forward-backward pass: alpha[t] = (alpha[t-1] trans) * emit[:, obs[t]]
! normalized by its sum c_t (alpha[0] from init; c_t kept in gamma[t][0] until the backward pass), beta[T-1] = 1,
! beta[t][s] = sum_r trans[s][r] emit[r][obs[t+1]] beta[t+1][r] / c_{t+1}, gamma = alpha * beta.
! Arrays have the C shapes reversed, 0-based: alpha[t][s] is alpha(s, t); obs holds 0-based symbols.
subroutine hmm_forward_backward(alpha, beta, gamma, init, trans, emit, obs, T, S, K) &
    bind(c, name="hmm_forward_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, S, K
  real(rk), intent(out) :: alpha(0:S - 1, 0:T - 1)
  real(rk), intent(out) :: beta(0:S - 1, 0:T - 1)
  real(rk), intent(out) :: gamma(0:S - 1, 0:T - 1)
  real(rk), intent(in) :: init(0:S - 1)
  real(rk), intent(in) :: trans(0:S - 1, 0:S - 1)
  real(rk), intent(in) :: emit(0:K - 1, 0:S - 1)
  integer(c_int32_t), intent(in) :: obs(0:T - 1)
  integer(c_int64_t) :: tt, q, r  ! q: the state (Fortran names are case-blind: s would be S)
  real(rk) :: c, v

  do tt = 0, T - 1
    c = 0
    do q = 0, S - 1
      v = init(q)
      if (tt > 0) v = dot_prev(tt, q)
      alpha(q, tt) = v * emit(obs(tt), q)
      c = c + alpha(q, tt)
    end do
    do q = 0, S - 1
      alpha(q, tt) = alpha(q, tt) / c
    end do
    gamma(0, tt) = c
  end do
  beta(:, T - 1) = 1
  do tt = T - 2, 0, -1
    c = gamma(0, tt + 1)
    do q = 0, S - 1
      v = 0
      do r = 0, S - 1
        v = v + trans(r, q) * emit(obs(tt + 1), r) * beta(r, tt + 1)
      end do
      beta(q, tt) = v / c
    end do
  end do
  gamma = alpha * beta

contains

  ! sum_r alpha[t-1][r] trans[r][q], r in order (t >= 1)
  real(rk) function dot_prev(t1, q1)
    integer(c_int64_t), intent(in) :: t1, q1
    integer(c_int64_t) :: r1

    dot_prev = 0
    do r1 = 0, S - 1
      dot_prev = dot_prev + alpha(r1, t1 - 1) * trans(q1, r1)
    end do
  end function dot_prev
end subroutine hmm_forward_backward
