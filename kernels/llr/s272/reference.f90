! s272: loop with independent conditional e[i] >= t
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s272(a, b, c, d, e, LEN_1D, t) bind(c, name="s272")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: t
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    if ((e(i) >= t)) then
      a(i) = real((a(i) + (c(i) * d(i))), rk)
      b(i) = real((b(i) + (c(i) * c(i))), rk)
    end if
  end do
end subroutine s272
