! TSVC-2 s4116: sparse dot product over row j-1 of aa: sum[0] = sum_i a[inc + i] * aa[j - 1][ip[i]].
! aa[j - 1][ip[i]] (shape [j, LEN_2D]) is aa(ip(i) + 1, j) here; ip holds 0-based positions.
subroutine s4116(a, aa, ip, sum, LEN_2D, j, inc) bind(c, name="s4116")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t), value, intent(in) :: j
  integer(c_int64_t), value, intent(in) :: inc
  real(rk), intent(in) :: a(LEN_2D - 1 + inc)
  real(rk), intent(in) :: aa(LEN_2D, j)
  integer(c_int32_t), intent(in) :: ip(LEN_2D - 1)
  real(rk), intent(out) :: sum(1)
  real(rk) :: s
  integer(c_int64_t) :: i, off

  s = 0.0_rk
  do i = 1, LEN_2D - 1
    off = inc + i
    s = s + a(off) * aa(ip(i) + 1, j)
  end do
  sum(1) = s
end subroutine s4116
