! s161: mutually exclusive branches, c[i+1] written under b[i] < 0
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s161(a, b, c, d, e, LEN_1D) bind(c, name="s161")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(inout) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, (LEN_1D - 1) - 1
    if ((b(i) < real(0.0_c_double, rk))) then
      c((i + 1)) = real((a(i) + (d(i) * d(i))), rk)
    else
      a(i) = real((c(i) + (d(i) * e(i))), rk)
    end if
  end do
end subroutine s161
