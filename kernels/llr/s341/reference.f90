! s341: pack positive values
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s341(a, b, LEN_1D) bind(c, name="s341")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  j = int((-1), c_int64_t)
  do i = 0, LEN_1D - 1
    if ((b(i) > real(0.0_c_double, rk))) then
      j = j + 1
      a(j) = real(b(i), rk)
    end if
  end do
end subroutine s341
