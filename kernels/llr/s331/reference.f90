! s331: if to last-1: index of the last negative element
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s331(a, index, LEN_1D) bind(c, name="s331")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  integer(c_int64_t), intent(out) :: index(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  j = int((-1), c_int64_t)
  do i = 0, LEN_1D - 1
    if ((a(i) < real(0.0_c_double, rk))) then
      j = int(i, c_int64_t)
    end if
  end do
  index(0) = int(j, c_int64_t)
end subroutine s331
