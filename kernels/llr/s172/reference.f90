! s172: a[i] += b[i], i = n1-1, n1-1+n3, ...
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s172(a, b, LEN_1D, n1, n3) bind(c, name="s172")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: n1
  integer(c_int64_t), value, intent(in) :: n3
  integer(c_int64_t) :: i

  do i = (n1 - 1), LEN_1D - 1, n3
    a(i) = real((a(i) + b(i)), rk)
  end do
end subroutine s172
