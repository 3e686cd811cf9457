! s174: a[i + M] = a[i] + b[i], i < M
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s174(a, b, LEN_1D, M) bind(c, name="s174")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t) :: i

  do i = 0, M - 1
    a((i + M)) = real((a(i) + b(i)), rk)
  end do
end subroutine s174
