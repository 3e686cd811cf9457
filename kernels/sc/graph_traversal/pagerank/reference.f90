! pagerank: one PageRank step: pr' = (1 - d)/N + d (sum over in-edges of pr[u]/outdeg(u) + dangling/N), and |pr' - pr|_1
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine pagerank(pr_new, diff, pr, G_rowptr, G_col, N, NE, d) bind(c, name="pagerank")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: pr_new(0:*)
  real(rk), intent(out) :: diff(0:*)
  real(rk), intent(in) :: pr(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  real(rk), value, intent(in) :: d
  real(rk) :: dangling
  integer(c_int64_t) :: v
  integer(c_int64_t) :: u
  integer(c_int64_t) :: deg
  real(rk) :: share
  integer(c_int64_t) :: e
  real(rk) :: base
  real(rk) :: spread
  real(rk) :: s

  dangling = real(0, rk)
  do v = 0, N - 1
    pr_new(v) = real(0, rk)
  end do
  do u = 0, N - 1
    deg = int((G_rowptr((u + 1)) - G_rowptr(u)), c_int64_t)
    if ((deg == 0)) then
      dangling = real((dangling + pr(u)), rk)
      cycle
    end if
    share = real((pr(u) / real(deg, rk)), rk)
    do e = G_rowptr(u), G_rowptr((u + 1)) - 1
      pr_new(G_col(e)) = real((pr_new(G_col(e)) + share), rk)
    end do
  end do
  base = real(((1 - d) / real(N, rk)), rk)
  spread = real((dangling / real(N, rk)), rk)
  s = real(0, rk)
  do v = 0, N - 1
    pr_new(v) = real((base + (d * (pr_new(v) + spread))), rk)
    s = real((s + real(abs(real((pr_new(v) - pr(v)), c_double)), rk)), rk)
  end do
  diff(0) = real(s, rk)
end subroutine pagerank
