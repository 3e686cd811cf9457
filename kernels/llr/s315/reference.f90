! s315: if to max with index reduction, 1 dimension
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s315(a, xmax, imax, LEN_1D) bind(c, name="s315")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(out) :: xmax(0:*)
  integer(c_int64_t), intent(out) :: imax(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: x
  integer(c_int64_t) :: index
  integer(c_int64_t) :: i

  x = real(a(0), rk)
  index = int(0, c_int64_t)
  do i = 0, LEN_1D - 1
    if ((a(i) > x)) then
      x = real(a(i), rk)
      index = int(i, c_int64_t)
    end if
  end do
  xmax(0) = real(x, rk)
  imax(0) = int(index, c_int64_t)
end subroutine s315
