! lfk11_first_sum: LFK 11: first sum (prefix sums) x[k] = x[k-1] + y[k]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk11_first_sum(x, y, n) bind(c, name="lfk11_first_sum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(in) :: y(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: k

  x(0) = real(y(0), rk)
  do k = 1, n - 1
    x(k) = real((x((k - 1)) + y(k)), rk)
  end do
end subroutine lfk11_first_sum
