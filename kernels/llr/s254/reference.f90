! s254: carry-around variable
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s254(a, b, LEN_1D) bind(c, name="s254")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: x
  integer(c_int64_t) :: i

  x = real(b((LEN_1D - 1)), rk)
  do i = 0, LEN_1D - 1
    a(i) = real(((b(i) + x) * real(0.5_c_double, rk)), rk)
    x = real(b(i), rk)
  end do
end subroutine s254
