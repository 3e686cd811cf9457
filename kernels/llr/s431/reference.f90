! s431: parameter statement, k = 2*k1 - k2 = 0
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s431(a, b, LEN_1D) bind(c, name="s431")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: k1
  integer(c_int64_t) :: k2
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i

  k1 = int(1, c_int64_t)
  k2 = int(2, c_int64_t)
  k = int(((2 * k1) - k2), c_int64_t)
  do i = 0, LEN_1D - 1
    a(i) = real((a((i + k)) + b(i)), rk)
  end do
end subroutine s431
