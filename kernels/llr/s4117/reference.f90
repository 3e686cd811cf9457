! s4117: seq function a[i] = b[i] + c[i/2] * d[i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s4117(a, b, c, d, LEN_1D) bind(c, name="s4117")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(i) = real((b(i) + (c((i / 2)) * d(i))), rk)
  end do
end subroutine s4117
