! vsumr: vector sum reduction
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine vsumr(a, sum, LEN_1D) bind(c, name="vsumr")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(out) :: sum(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: s
  integer(c_int64_t) :: i

  s = real(0.0_c_double, rk)
  do i = 0, LEN_1D - 1
    s = real((s + a(i)), rk)
  end do
  sum(0) = real(s, rk)
end subroutine vsumr
