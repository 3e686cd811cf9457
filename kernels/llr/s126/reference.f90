! s126: bb[j][i] = bb[j-1][i] + flat[k-1] * cc[j][i], recurrence in inner loop
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s126(bb, cc, flat, LEN_2D) bind(c, name="s126")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: bb(0:*)
  real(rk), intent(in) :: cc(0:*)
  real(rk), intent(in) :: flat(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  k = int(1, c_int64_t)
  do i = 0, LEN_2D - 1
    do j = 1, LEN_2D - 1
      bb(((j * LEN_2D) + i)) = real((bb((((j - 1) * LEN_2D) + i)) + (flat((k - 1)) * cc(((j * LEN_2D) + i)))), rk)
      k = k + 1
    end do
    k = k + 1
  end do
end subroutine s126
