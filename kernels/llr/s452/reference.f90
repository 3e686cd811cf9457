! s452: seq function a[i] = b[i] + c[i] * (i + 1)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s452(a, b, c, LEN_1D) bind(c, name="s452")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(i) = real((b(i) + (c(i) * real((i + 1), rk))), rk)
  end do
end subroutine s452
