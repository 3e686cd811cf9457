! adv_band_count_sum: cnt = number of a[i] with lo <= a[i] < hi, s = their sum.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine adv_band_count_sum(a, cnt, s, LEN_1D, lo, hi) bind(c, name="adv_band_count_sum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: lo
  real(rk), value, intent(in) :: hi
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: cnt(0:0)
  real(rk), intent(out) :: s(0:0)
  real(ak) :: acc
  integer(c_int64_t) :: i, n

  n = 0
  acc = 0.0_ak
  do i = 0, LEN_1D - 1
    if (a(i) >= lo .and. a(i) < hi) then
      n = n + 1
      acc = acc + real(a(i), ak)
    end if
  end do
  cnt(0) = n
  s(0) = real(acc, rk)
end subroutine adv_band_count_sum
