! s253: scalar expansion assigned under if
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s253(a, b, c, d, LEN_1D) bind(c, name="s253")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(inout) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i
  real(rk) :: s

  do i = 0, LEN_1D - 1
    if ((a(i) > b(i))) then
      s = real((a(i) - (b(i) * d(i))), rk)
      c(i) = real((c(i) + s), rk)
      a(i) = real(s, rk)
    end if
  end do
end subroutine s253
