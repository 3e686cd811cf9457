! s118: potential dot product recursion a[i] += bb[j][i] * a[i-j-1]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s118(a, bb, LEN_2D) bind(c, name="s118")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: bb(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 1, LEN_2D - 1
    do j = 0, (i - 1)
      a(i) = real((a(i) + (bb(((j * LEN_2D) + i)) * a(((i - j) - 1)))), rk)
    end do
  end do
end subroutine s118
