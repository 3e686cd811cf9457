! histogram: counts[b] = the number of i with bin(v[i]) = b, bin(x) = floor(x * NBINS) computed in the run
! precision and clamped to [0, NBINS - 1] (counts is 0-based, as in C).
subroutine histogram(counts, v, N, NBINS) bind(c, name="histogram")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NBINS
  integer(c_int64_t), intent(out) :: counts(0:NBINS - 1)
  real(rk), intent(in) :: v(0:N - 1)
  integer(c_int64_t) :: i, b
  real(rk) :: x

  counts = 0
  do i = 0, N - 1
    x = v(i) * real(NBINS, rk)
    if (x < 0) then
      b = 0
    else
      b = int(x, c_int64_t)
    end if
    if (b > NBINS - 1) b = NBINS - 1
    counts(b) = counts(b) + 1
  end do
end subroutine histogram
