! lfk05_tridiag: LFK 5: tri-diagonal elimination, below diagonal: x[i] = z[i] * (y[i] - x[i-1])
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk05_tridiag(x, y, z, n) bind(c, name="lfk05_tridiag")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: x(0:*)
  real(rk), intent(in) :: y(0:*)
  real(rk), intent(in) :: z(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: i

  do i = 1, n - 1
    x(i) = real((z(i) * (y(i) - x((i - 1)))), rk)
  end do
end subroutine lfk05_tridiag
