! s1221: b[i] = b[i - 4] + a[i] (run-time symbolic resolution)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s1221(a, b, LEN_1D) bind(c, name="s1221")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 4, LEN_1D - 1
    b(i) = real((b((i - 4)) + a(i)), rk)
  end do
end subroutine s1221
