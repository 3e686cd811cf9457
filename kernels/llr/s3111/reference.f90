! s3111: conditional sum reduction
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s3111(a, sum, LEN_1D) bind(c, name="s3111")
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
    if ((a(i) > real(0.0_c_double, rk))) then
      s = real((s + a(i)), rk)
    end if
  end do
  sum(0) = real(s, rk)
end subroutine s3111
