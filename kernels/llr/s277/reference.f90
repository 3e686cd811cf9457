! s277: dependences arising from guard variable computation
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s277(a, b, c, d, e, LEN_1D) bind(c, name="s277")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, (LEN_1D - 1) - 1
    if ((a(i) >= real(0.0_c_double, rk))) then
      cycle
    end if
    if ((b(i) < real(0.0_c_double, rk))) then
      a(i) = real((a(i) + (c(i) * d(i))), rk)
    end if
    b((i + 1)) = real((c(i) + (d(i) * e(i))), rk)
  end do
end subroutine s277
