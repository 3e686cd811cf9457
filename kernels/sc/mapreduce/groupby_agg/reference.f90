! groupby_agg: count, sum, min and max per key of N unsorted (key, value) pairs, keys in [0, K).
! C's counts[g] is counts(g+1) here; empty groups keep count 0, sum 0, min +Inf, max -Inf.
subroutine groupby_agg(counts, sums, mins, maxs, keys, v, N, K) bind(c, name="groupby_agg")
  use, intrinsic :: iso_c_binding
  use, intrinsic :: ieee_arithmetic
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K
  integer(c_int64_t), intent(out) :: counts(K)
  real(rk), intent(out) :: sums(K), mins(K), maxs(K)
  integer(c_int32_t), intent(in) :: keys(N)
  real(rk), intent(in) :: v(N)
  integer(c_int64_t) :: i, g
  real(rk) :: x, pinf

  pinf = ieee_value(pinf, ieee_positive_inf)
  do g = 1, K
    counts(g) = 0
    sums(g) = 0
    mins(g) = pinf
    maxs(g) = -pinf
  end do
  do i = 1, N
    g = int(keys(i), c_int64_t) + 1
    x = v(i)
    counts(g) = counts(g) + 1
    sums(g) = sums(g) + x
    if (x < mins(g)) mins(g) = x
    if (x > maxs(g)) maxs(g) = x
  end do
end subroutine groupby_agg
