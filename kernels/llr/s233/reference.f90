! s233: interchanging with one of two inner loops
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s233(aa, bb, cc, LEN_2D) bind(c, name="s233")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(inout) :: bb(0:*)
  real(rk), intent(in) :: cc(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 1, LEN_2D - 1
    do j = 1, LEN_2D - 1
      aa(((j * LEN_2D) + i)) = real((aa((((j - 1) * LEN_2D) + i)) + cc(((j * LEN_2D) + i))), rk)
    end do
    do j = 1, LEN_2D - 1
      bb(((j * LEN_2D) + i)) = real((bb(((j * LEN_2D) + (i - 1))) + cc(((j * LEN_2D) + i))), rk)
    end do
  end do
end subroutine s233
