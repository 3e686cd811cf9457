! s244: false dependence cycle breaking
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s244(a, b, c, d, LEN_1D) bind(c, name="s244")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, (LEN_1D - 1) - 1
    a(i) = real((b(i) + (c(i) * d(i))), rk)
    b(i) = real((c(i) + b(i)), rk)
    a((i + 1)) = real((b(i) + (a((i + 1)) * d(i))), rk)
  end do
end subroutine s244
