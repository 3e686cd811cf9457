! s481: stop statement: return at the first d[i] < 0 (d is drawn positive)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s481(a, b, c, d, LEN_1D) bind(c, name="s481")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    if ((d(i) < real(0.0_c_double, rk))) then
      return
    end if
    a(i) = real((a(i) + (b(i) * c(i))), rk)
  end do
end subroutine s481
