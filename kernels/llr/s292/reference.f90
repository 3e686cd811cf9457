! s292: wrap-around variable, 2 levels
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s292(a, b, LEN_1D) bind(c, name="s292")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: im1
  integer(c_int64_t) :: im2
  integer(c_int64_t) :: i

  im1 = int((LEN_1D - 1), c_int64_t)
  im2 = int((LEN_1D - 2), c_int64_t)
  do i = 0, LEN_1D - 1
    a(i) = real((((b(i) + b(im1)) + b(im2)) * real(0.333_c_double, rk)), rk)
    im2 = int(im1, c_int64_t)
    im1 = int(i, c_int64_t)
  end do
end subroutine s292
