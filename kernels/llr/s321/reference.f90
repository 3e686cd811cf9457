! s321: first order linear recurrence a[i] += a[i-1] * b[i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s321(a, b, LEN_1D) bind(c, name="s321")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 1, LEN_1D - 1
    a(i) = real((a(i) + (a((i - 1)) * b(i))), rk)
  end do
end subroutine s321
