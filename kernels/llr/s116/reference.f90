! s116: a[i] = a[i+1] * a[i], unrolled by 5
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s116(a, LEN_1D) bind(c, name="s116")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, (LEN_1D - 5) - 1, 5
    a(i) = real((a((i + 1)) * a(i)), rk)
    a((i + 1)) = real((a((i + 2)) * a((i + 1))), rk)
    a((i + 2)) = real((a((i + 3)) * a((i + 2))), rk)
    a((i + 3)) = real((a((i + 4)) * a((i + 3))), rk)
    a((i + 4)) = real((a((i + 5)) * a((i + 4))), rk)
  end do
end subroutine s116
