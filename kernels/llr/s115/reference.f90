! s115: triangular saxpy a[i] -= aa[j][i] * a[j]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s115(a, aa, LEN_2D) bind(c, name="s115")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: aa(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  do j = 0, LEN_2D - 1
    do i = (j + 1), LEN_2D - 1
      a(i) = real((a(i) - (aa(((j * LEN_2D) + i)) * a(j))), rk)
    end do
  end do
end subroutine s115
