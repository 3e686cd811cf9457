! s171: a[i * inc] += b[i] (symbolic dependence)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s171(a, b, LEN_1D, inc) bind(c, name="s171")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: inc
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a((i * inc)) = real((a((i * inc)) + b(i)), rk)
  end do
end subroutine s171
