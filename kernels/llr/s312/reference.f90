! s312: product reduction
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s312(a, prod, LEN_1D) bind(c, name="s312")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(out) :: prod(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: p
  integer(c_int64_t) :: i

  p = real(real(1.0_c_double, rk), rk)
  do i = 0, LEN_1D - 1
    p = real((p * a(i)), rk)
  end do
  prod(0) = real(p, rk)
end subroutine s312
