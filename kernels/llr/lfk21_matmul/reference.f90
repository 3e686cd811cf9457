! lfk21_matmul: LFK 21: matrix * matrix product px[j][i] += vy[k][i] * cx[j][k] (25 x 25 times 25 x n)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk21_matmul(px, vy, cx, n) bind(c, name="lfk21_matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: px(0:*)
  real(rk), intent(in) :: vy(0:*)
  real(rk), intent(in) :: cx(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do k = 0, 25 - 1
    do i = 0, 25 - 1
      do j = 0, n - 1
        px(((j * 25) + i)) = real((px(((j * 25) + i)) + (vy(((k * 25) + i)) * cx(((j * 25) + k)))), rk)
      end do
    end do
  end do
end subroutine lfk21_matmul
