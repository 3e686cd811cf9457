! s2111: wavefront aa[j][i] = (aa[j][i-1] + aa[j-1][i]) / 1.9
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s2111(aa, LEN_2D) bind(c, name="s2111")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  do j = 1, LEN_2D - 1
    do i = 1, LEN_2D - 1
      aa(((j * LEN_2D) + i)) = real(((aa(((j * LEN_2D) + (i - 1))) + aa((((j - 1) * LEN_2D) + i))) / real(1.9_c_double, rk)), rk)
    end do
  end do
end subroutine s2111
