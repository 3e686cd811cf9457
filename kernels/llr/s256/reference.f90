! s256: array expansion a[j] = 1 - a[j-1]; aa[j][i] = a[j] + bb[j][i] * d[j]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s256(a, aa, bb, d, LEN_2D) bind(c, name="s256")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 0, LEN_2D - 1
    do j = 1, LEN_2D - 1
      a(j) = real((real(1.0_c_double, rk) - a((j - 1))), rk)
      aa(((j * LEN_2D) + i)) = real((a(j) + (bb(((j * LEN_2D) + i)) * d(j))), rk)
    end do
  end do
end subroutine s256
