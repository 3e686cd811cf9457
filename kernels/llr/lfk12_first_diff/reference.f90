! lfk12_first_diff: LFK 12: first difference x[k] = y[k+1] - y[k]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk12_first_diff(x, y, n) bind(c, name="lfk12_first_diff")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(in) :: y(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: k

  do k = 0, n - 1
    x(k) = real((y((k + 1)) - y(k)), rk)
  end do
end subroutine lfk12_first_diff
