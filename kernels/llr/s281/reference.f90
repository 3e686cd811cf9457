! s281: index set splitting, reverse data access
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s281(a, b, c, LEN_1D) bind(c, name="s281")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i
  real(rk) :: x

  do i = 0, LEN_1D - 1
    x = real((a(((LEN_1D - i) - 1)) + (b(i) * c(i))), rk)
    a(i) = real((x - real(1.0_c_double, rk)), rk)
    b(i) = real(x, rk)
  end do
end subroutine s281
