! s242: a[i] = a[i-1] + s1 + s2 + b[i] + c[i] + d[i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s242(a, b, c, d, LEN_1D, s1, s2) bind(c, name="s242")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: s1
  real(rk), value, intent(in) :: s2
  integer(c_int64_t) :: i

  do i = 1, LEN_1D - 1
    a(i) = real((((((a((i - 1)) + s1) + s2) + b(i)) + c(i)) + d(i)), rk)
  end do
end subroutine s242
