! s453: induction variable recognition s += 2; a[i] = s * b[i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s453(a, b, LEN_1D) bind(c, name="s453")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: s
  integer(c_int64_t) :: i

  s = real(0.0_c_double, rk)
  do i = 0, LEN_1D - 1
    s = real((s + real(2.0_c_double, rk)), rk)
    a(i) = real((s * b(i)), rk)
  end do
end subroutine s453
