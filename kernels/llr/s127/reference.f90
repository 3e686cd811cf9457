! s127: induction variable with multiple increments
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s127(a, b, c, d, e, LEN_1D) bind(c, name="s127")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  j = int((-1), c_int64_t)
  do i = 0, (LEN_1D / 2) - 1
    j = j + 1
    a(j) = real((b(i) + (c(i) * d(i))), rk)
    j = j + 1
    a(j) = real((b(i) + (d(i) * e(i))), rk)
  end do
end subroutine s127
