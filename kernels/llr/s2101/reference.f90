! s2101: main diagonal aa[i][i] += bb[i][i] * cc[i][i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s2101(aa, bb, cc, LEN_2D) bind(c, name="s2101")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  real(rk), intent(in) :: cc(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i

  do i = 0, LEN_2D - 1
    aa(((i * LEN_2D) + i)) = real((aa(((i * LEN_2D) + i)) + (bb(((i * LEN_2D) + i)) * cc(((i * LEN_2D) + i)))), rk)
  end do
end subroutine s2101
