! s162: a[i] = a[i + k] + b[i] * c[i] if k > 0
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s162(a, b, c, LEN_1D, k) bind(c, name="s162")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: k
  integer(c_int64_t) :: i

  if ((k > 0)) then
    do i = 0, (LEN_1D - 1) - 1
      a(i) = real((a((i + k)) + (b(i) * c(i))), rk)
    end do
  end if
end subroutine s162
