! s231: loop interchange, aa[j][i] = aa[j-1][i] + bb[j][i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s231(aa, bb, LEN_2D) bind(c, name="s231")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 0, LEN_2D - 1
    do j = 1, LEN_2D - 1
      aa(((j * LEN_2D) + i)) = real((aa((((j - 1) * LEN_2D) + i)) + bb(((j * LEN_2D) + i))), rk)
    end do
  end do
end subroutine s231
