! s274: complex loop with dependent conditional
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s274(a, b, c, d, e, LEN_1D) bind(c, name="s274")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(i) = real((c(i) + (e(i) * d(i))), rk)
    if ((a(i) > real(0.0_c_double, rk))) then
      b(i) = real((a(i) + b(i)), rk)
    else
      a(i) = real((d(i) * e(i)), rk)
    end if
  end do
end subroutine s274
