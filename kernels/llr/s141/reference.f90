! s141: walk a row of a symmetric packed array
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s141(flat, bb, LEN_2D) bind(c, name="s141")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: flat(0:*)
  real(rk), intent(in) :: bb(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: k
  integer(c_int64_t) :: j

  do i = 0, LEN_2D - 1
    k = int((((((i + 1) * ((i + 1) - 1)) / 2) + (i + 1)) - 1), c_int64_t)
    do j = i, LEN_2D - 1
      flat(k) = real((flat(k) + bb(((j * LEN_2D) + i))), rk)
      k = int((k + (j + 1)), c_int64_t)
    end do
  end do
end subroutine s141
