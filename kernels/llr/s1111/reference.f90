! s1111: a[2i] = c*b + d*b + c*c + d*b + d*c (jump in data access)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s1111(a, b, c, d, LEN_1D) bind(c, name="s1111")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, (LEN_1D / 2) - 1
    a((2 * i)) = real((((((c(i) * b(i)) + (d(i) * b(i))) + (c(i) * c(i))) + (d(i) * b(i))) + (d(i) * c(i))), rk)
  end do
end subroutine s1111
