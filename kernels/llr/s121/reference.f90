! s121: a[i] = a[j] + b[i], j = i + 1
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s121(a, b, LEN_1D) bind(c, name="s121")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 0, (LEN_1D - 1) - 1
    j = int((i + 1), c_int64_t)
    a(i) = real((a(j) + b(i)), rk)
  end do
end subroutine s121
