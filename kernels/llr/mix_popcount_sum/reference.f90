! mix_popcount_sum: c(i) = popcount(w(i)) over 64-bit words (C's uint64_t, here their bits in int64);
! total = sum c. Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_popcount_sum(w, c, total, LEN_1D) bind(c, name="mix_popcount_sum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), intent(in) :: w(0:LEN_1D - 1)
  integer(c_int8_t), intent(out) :: c(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: total(0:0)
  integer(c_int64_t) :: i, t
  integer :: n

  t = 0
  do i = 0, LEN_1D - 1
    n = popcnt(w(i))
    c(i) = int(n, c_int8_t)
    t = t + int(n, c_int64_t)
  end do
  total(0) = t
end subroutine mix_popcount_sum
