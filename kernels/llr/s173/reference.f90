! s173: a[i + k] = a[i] + b[i], k = LEN_1D/2
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s173(a, b, LEN_1D) bind(c, name="s173")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i

  k = int((LEN_1D / 2), c_int64_t)
  do i = 0, (LEN_1D / 2) - 1
    a((i + k)) = real((a(i) + b(i)), rk)
  end do
end subroutine s173
