! s314: if to max reduction
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s314(a, xmax, LEN_1D) bind(c, name="s314")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(out) :: xmax(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: x
  integer(c_int64_t) :: i

  x = real(a(0), rk)
  do i = 0, LEN_1D - 1
    if ((a(i) > x)) then
      x = real(a(i), rk)
    end if
  end do
  xmax(0) = real(x, rk)
end subroutine s314
