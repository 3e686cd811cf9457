! s128: coupled induction variables
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s128(a, b, c, d, LEN_1D) bind(c, name="s128")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i
  integer(c_int64_t) :: k

  j = int((-1), c_int64_t)
  do i = 0, (LEN_1D / 2) - 1
    k = int((j + 1), c_int64_t)
    a(i) = real((b(k) - d(i)), rk)
    j = int((k + 1), c_int64_t)
    b(k) = real((a(i) + c(k)), rk)
  end do
end subroutine s128
