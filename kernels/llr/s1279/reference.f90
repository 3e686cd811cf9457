! s1279: vector if/gotos
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s1279(a, b, c, d, e, LEN_1D) bind(c, name="s1279")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(inout) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    if ((a(i) < real(0.0_c_double, rk))) then
      if ((b(i) > a(i))) then
        c(i) = real((c(i) + (d(i) * e(i))), rk)
      end if
    end if
  end do
end subroutine s1279
