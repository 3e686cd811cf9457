! s255: carry-around variables, 2 levels
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s255(a, b, LEN_1D) bind(c, name="s255")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: x
  real(rk) :: y
  integer(c_int64_t) :: i

  x = real(b((LEN_1D - 1)), rk)
  y = real(b((LEN_1D - 2)), rk)
  do i = 0, LEN_1D - 1
    a(i) = real((((b(i) + x) + y) * real(0.333_c_double, rk)), rk)
    y = real(x, rk)
    x = real(b(i), rk)
  end do
end subroutine s255
