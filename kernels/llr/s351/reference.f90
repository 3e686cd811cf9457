! s351: unrolled saxpy, alpha = c[0]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s351(a, b, c, LEN_1D) bind(c, name="s351")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: alpha
  integer(c_int64_t) :: i

  alpha = real(c(0), rk)
  do i = 0, LEN_1D - 1, 5
    a(i) = real((a(i) + (alpha * b(i))), rk)
    a((i + 1)) = real((a((i + 1)) + (alpha * b((i + 1)))), rk)
    a((i + 2)) = real((a((i + 2)) + (alpha * b((i + 2)))), rk)
    a((i + 3)) = real((a((i + 3)) + (alpha * b((i + 3)))), rk)
    a((i + 4)) = real((a((i + 4)) + (alpha * b((i + 4)))), rk)
  end do
end subroutine s351
