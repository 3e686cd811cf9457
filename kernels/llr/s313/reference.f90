! s313: dot product
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s313(a, b, dot, LEN_1D) bind(c, name="s313")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(out) :: dot(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: d
  integer(c_int64_t) :: i

  d = real(real(0.0_c_double, rk), rk)
  do i = 0, LEN_1D - 1
    d = real((d + (a(i) * b(i))), rk)
  end do
  dot(0) = real(d, rk)
end subroutine s313
