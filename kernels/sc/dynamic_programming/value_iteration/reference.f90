! value_iteration: NIT in-place (Gauss-Seidel) sweeps of the Bellman optimality backup
! V(s) = max_a (R(a, s) + gamma sum_k P(k, a, s) V(next(k, a, s))) (0-based states and actions), the greedy
! policy (first best action) and the largest change of the last sweep.
subroutine value_iteration(V, policy, delta, R, P, next, NS, NA, K, NIT, gamma) bind(c, name="value_iteration")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NS, NA, K, NIT
  real(rk), value, intent(in) :: gamma
  real(rk), intent(inout) :: V(0:NS - 1)
  integer(c_int32_t), intent(out) :: policy(0:NS - 1)
  real(rk), intent(out) :: delta(1)
  real(rk), intent(in) :: R(0:NA - 1, 0:NS - 1), P(0:K - 1, 0:NA - 1, 0:NS - 1)
  integer(c_int32_t), intent(in) :: next(0:K - 1, 0:NA - 1, 0:NS - 1)
  integer(c_int64_t) :: it, s, a, kk
  integer(c_int32_t) :: arg
  real(rk) :: dmax, best, e, q, d

  dmax = 0
  do it = 1, NIT
    dmax = 0
    do s = 0, NS - 1
      best = 0
      arg = 0
      do a = 0, NA - 1
        e = 0
        do kk = 0, K - 1
          e = e + P(kk, a, s) * V(next(kk, a, s))
        end do
        q = R(a, s) + gamma * e
        if (a == 0 .or. q > best) then
          best = q
          arg = int(a, c_int32_t)
        end if
      end do
      d = abs(best - V(s))
      if (d > dmax) dmax = d
      V(s) = best
      policy(s) = arg
    end do
  end do
  delta(1) = dmax
end subroutine value_iteration
