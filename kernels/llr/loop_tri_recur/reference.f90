! loop_tri_recur: for i < j, aa[i][j] = aa[i][j-1] * d[j] + aa[j][i] (triangular loop, row recurrence).
! C's aa[i][j] is aa(j, i) here (shape reversed, 0-based bounds).
subroutine loop_tri_recur(aa, d, LEN_2D) bind(c, name="loop_tri_recur")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_2D
  real(rk), intent(inout) :: aa(0:LEN_2D - 1, 0:LEN_2D - 1)
  real(rk), intent(in) :: d(0:LEN_2D - 1)
  integer(c_int64_t) :: i, j

  do i = 0, LEN_2D - 1
    do j = i + 1, LEN_2D - 1
      aa(j, i) = aa(j - 1, i) * d(j) + aa(i, j)
    end do
  end do
end subroutine loop_tri_recur
