! dist_histogram, serial: hist(b + 1) = the number of keys equal to b.
subroutine dist_histogram(hist, keys, N, NB) bind(c, name="dist_histogram")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NB
  integer(c_int64_t), intent(out) :: hist(NB)
  integer(c_int32_t), intent(in) :: keys(N)
  integer(c_int64_t) :: i

  hist = 0
  do i = 1, N
    hist(keys(i) + 1) = hist(keys(i) + 1) + 1
  end do
end subroutine dist_histogram
