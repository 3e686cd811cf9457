! s232: interchanging of triangular loops, aa[j][i] = aa[j][i-1]^2 + bb[j][i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s232(aa, bb, LEN_2D) bind(c, name="s232")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  do j = 1, LEN_2D - 1
    do i = 1, j
      aa(((j * LEN_2D) + i)) = real(((aa(((j * LEN_2D) + (i - 1))) * aa(((j * LEN_2D) + (i - 1)))) + bb(((j * LEN_2D) + i))), rk)
    end do
  end do
end subroutine s232
