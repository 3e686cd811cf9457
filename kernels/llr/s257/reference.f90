! s257: array expansion a[i] = aa[j][i] - a[i-1]; aa[j][i] = a[i] + bb[j][i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s257(a, aa, bb, LEN_2D) bind(c, name="s257")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 1, LEN_2D - 1
    do j = 0, LEN_2D - 1
      a(i) = real((aa(((j * LEN_2D) + i)) - a((i - 1))), rk)
      aa(((j * LEN_2D) + i)) = real((a(i) + bb(((j * LEN_2D) + i))), rk)
    end do
  end do
end subroutine s257
