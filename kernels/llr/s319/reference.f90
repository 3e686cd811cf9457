! s319: coupled reductions
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s319(a, b, c, d, e, sum, LEN_1D) bind(c, name="s319")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(out) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  real(rk), intent(out) :: sum(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: s
  integer(c_int64_t) :: i

  s = real(0.0_c_double, rk)
  do i = 0, LEN_1D - 1
    a(i) = real((c(i) + d(i)), rk)
    s = real((s + a(i)), rk)
    b(i) = real((c(i) + e(i)), rk)
    s = real((s + b(i)), rk)
  end do
  sum(0) = real(s, rk)
end subroutine s319
