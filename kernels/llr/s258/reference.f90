! s258: wrap-around scalar under an if (reads row 0 of aa)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s258(a, b, c, d, e, aa, LEN_2D) bind(c, name="s258")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(out) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(out) :: e(0:*)
  real(rk), intent(in) :: aa(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  real(rk) :: s
  integer(c_int64_t) :: i

  s = real(0.0_c_double, rk)
  do i = 0, LEN_2D - 1
    if ((a(i) > 0.0_c_double)) then
      s = real((d(i) * d(i)), rk)
    end if
    b(i) = real(((s * c(i)) + d(i)), rk)
    e(i) = real(((s + real(1.0_c_double, rk)) * aa(((0 * LEN_2D) + i))), rk)
  end do
end subroutine s258
