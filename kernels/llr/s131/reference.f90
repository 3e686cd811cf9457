! s131: a[i] = a[i + m] + b[i], m = 1 (forward substitution)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s131(a, b, LEN_1D) bind(c, name="s131")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: m
  integer(c_int64_t) :: i

  m = int(1, c_int64_t)
  do i = 0, (LEN_1D - 1) - 1
    a(i) = real((a((i + m)) + b(i)), rk)
  end do
end subroutine s131
