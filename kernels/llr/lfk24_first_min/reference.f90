! lfk24_first_min: LFK 24: location of the first minimum in an array (x[n/2] set to -1e10 first)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk24_first_min(x, loc, n) bind(c, name="lfk24_first_min")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: x(0:*)
  integer(c_int64_t), intent(out) :: loc(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: m
  integer(c_int64_t) :: k

  x((n / 2)) = real(real((-1.0e+10_c_double), rk), rk)
  m = int(0, c_int64_t)
  do k = 1, n - 1
    if ((x(k) < x(m))) then
      m = int(k, c_int64_t)
    end if
  end do
  loc(0) = int(m, c_int64_t)
end subroutine lfk24_first_min
