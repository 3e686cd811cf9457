! s2710: scalar and vector ifs
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s2710(a, b, c, d, e, LEN_1D, x) bind(c, name="s2710")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  real(rk), intent(inout) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: x
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    if ((a(i) > b(i))) then
      a(i) = real((a(i) + (b(i) * d(i))), rk)
      if ((LEN_1D > 10)) then
        c(i) = real((c(i) + (d(i) * d(i))), rk)
      else
        c(i) = real(((d(i) * e(i)) + real(1.0_c_double, rk)), rk)
      end if
    else
      b(i) = real((a(i) + (e(i) * e(i))), rk)
      if ((x > real(0.0_c_double, rk))) then
        c(i) = real((a(i) + (d(i) * d(i))), rk)
      else
        c(i) = real((c(i) + (e(i) * e(i))), rk)
      end if
    end if
  end do
end subroutine s2710
