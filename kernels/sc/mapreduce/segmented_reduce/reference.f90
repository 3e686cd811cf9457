! segmented_reduce: for each segment s, over v[offsets[s] .. offsets[s+1]) in order: sums[s] = the sum (0 when
! empty), maxs[s] = the maximum (-inf when empty). offsets hold 0-based positions, as in C.
subroutine segmented_reduce(sums, maxs, offsets, v, N, NSEG) bind(c, name="segmented_reduce")
  use, intrinsic :: iso_c_binding
  use, intrinsic :: ieee_arithmetic, only: ieee_value, ieee_negative_inf
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NSEG
  real(rk), intent(out) :: sums(0:NSEG - 1)
  real(rk), intent(out) :: maxs(0:NSEG - 1)
  integer(c_int32_t), intent(in) :: offsets(0:NSEG)
  real(rk), intent(in) :: v(0:N - 1)
  integer(c_int64_t) :: s, i
  real(rk) :: acc, m

  do s = 0, NSEG - 1
    acc = 0
    m = ieee_value(m, ieee_negative_inf)
    do i = offsets(s), offsets(s + 1) - 1
      acc = acc + v(i)
      if (v(i) > m) m = v(i)
    end do
    sums(s) = acc
    maxs(s) = m
  end do
end subroutine segmented_reduce
