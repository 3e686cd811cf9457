! s125: flat[k] = aa[i][j] + bb[i][j] * cc[i][j], k collapsing two loops
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s125(flat, aa, bb, cc, LEN_2D) bind(c, name="s125")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: flat(0:*)
  real(rk), intent(in) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  real(rk), intent(in) :: cc(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  k = int((-1), c_int64_t)
  do i = 0, LEN_2D - 1
    do j = 0, LEN_2D - 1
      k = k + 1
      flat(k) = real((aa(((i * LEN_2D) + j)) + (bb(((i * LEN_2D) + j)) * cc(((i * LEN_2D) + j)))), rk)
    end do
  end do
end subroutine s125
