! s124: induction variable under both sides of an if
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s124(a, b, c, d, e, LEN_1D) bind(c, name="s124")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  j = int((-1), c_int64_t)
  do i = 0, LEN_1D - 1
    if ((b(i) > real(0.0_c_double, rk))) then
      j = j + 1
      a(j) = real((b(i) + (d(i) * e(i))), rk)
    else
      j = j + 1
      a(j) = real((c(i) + (d(i) * e(i))), rk)
    end if
  end do
end subroutine s124
