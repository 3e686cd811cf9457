! s293: a[i] = a[0] with actual dependence cycle
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s293(a, LEN_1D) bind(c, name="s293")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(i) = real(a(0), rk)
  end do
end subroutine s293
