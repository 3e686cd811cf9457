! lfk04_banded: LFK 4: banded linear equations: three rows of a banded solve, stride-5 inner products
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk04_banded(x, y, n, NX) bind(c, name="lfk04_banded")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: x(0:*)
  real(rk), intent(in) :: y(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t), value, intent(in) :: NX
  integer(c_int64_t) :: m
  integer(c_int64_t) :: k
  integer(c_int64_t) :: lw
  real(rk) :: temp
  integer(c_int64_t) :: j

  m = int(((NX - 7) / 2), c_int64_t)
  do k = 6, NX - 1, m
    lw = int((k - 6), c_int64_t)
    temp = real(x((k - 1)), rk)
    do j = 4, n - 1, 5
      temp = real((temp - (x(lw) * y(j))), rk)
      lw = lw + 1
    end do
    x((k - 1)) = real((y(4) * temp), rk)
  end do
end subroutine lfk04_banded
