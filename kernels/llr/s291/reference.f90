! s291: wrap-around variable, 1 level
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s291(a, b, LEN_1D) bind(c, name="s291")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: im1
  integer(c_int64_t) :: i

  im1 = int((LEN_1D - 1), c_int64_t)
  do i = 0, LEN_1D - 1
    a(i) = real(((b(i) + b(im1)) * real(0.5_c_double, rk)), rk)
    im1 = int(i, c_int64_t)
  end do
end subroutine s291
