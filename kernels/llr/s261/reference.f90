! s261: wrap-around scalar
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s261(a, b, c, d, LEN_1D) bind(c, name="s261")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(inout) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i
  real(rk) :: t

  do i = 1, LEN_1D - 1
    t = real((a(i) + b(i)), rk)
    a(i) = real((t + c((i - 1))), rk)
    t = real((c(i) * d(i)), rk)
    c(i) = real(t, rk)
  end do
end subroutine s261
