! s1112: a[i] = b[i] + 1, i descending (loop reversal)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s1112(a, b, LEN_1D) bind(c, name="s1112")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = (LEN_1D - 1), 0, -1
    a(i) = real((b(i) + 1), rk)
  end do
end subroutine s1112
