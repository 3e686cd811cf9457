! group_mean_var: two-pass per-group mean and population variance of N unsorted (key, value) pairs.
! C's mean[g] is mean(g+1) here; keys are 0-based as in C.
subroutine group_mean_var(counts, mean, var, keys, v, N, K) bind(c, name="group_mean_var")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K
  integer(c_int64_t), intent(out) :: counts(K)
  real(rk), intent(out) :: mean(K), var(K)
  integer(c_int32_t), intent(in) :: keys(N)
  real(rk), intent(in) :: v(N)
  integer(c_int64_t) :: i, g
  real(rk) :: d

  do g = 1, K
    counts(g) = 0
    mean(g) = 0
    var(g) = 0
  end do
  do i = 1, N
    g = int(keys(i), c_int64_t) + 1
    counts(g) = counts(g) + 1
    mean(g) = mean(g) + v(i)
  end do
  do g = 1, K
    if (counts(g) > 0) mean(g) = mean(g) / real(counts(g), rk)
  end do
  do i = 1, N
    g = int(keys(i), c_int64_t) + 1
    d = v(i) - mean(g)
    var(g) = var(g) + d * d
  end do
  do g = 1, K
    if (counts(g) > 0) var(g) = var(g) / real(counts(g), rk)
  end do
end subroutine group_mean_var
