! s114: aa[i][j] = aa[j][i] + bb[i][j], j < i (transpose)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s114(aa, bb, LEN_2D) bind(c, name="s114")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 0, LEN_2D - 1
    do j = 0, i - 1
      aa(((i * LEN_2D) + j)) = real((aa(((j * LEN_2D) + i)) + bb(((i * LEN_2D) + j))), rk)
    end do
  end do
end subroutine s114
