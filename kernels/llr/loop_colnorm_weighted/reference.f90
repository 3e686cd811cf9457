! loop_colnorm_weighted: x[j] = sum_i |aa[i][j]| * w[i] (column walk of a row-major array).
! C's aa[i][j] is aa(j, i) here (shape reversed, 0-based bounds).
subroutine loop_colnorm_weighted(x, aa, w, LEN_2D) bind(c, name="loop_colnorm_weighted")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_2D
  real(rk), intent(out) :: x(0:LEN_2D - 1)
  real(rk), intent(in) :: aa(0:LEN_2D - 1, 0:LEN_2D - 1)
  real(rk), intent(in) :: w(0:LEN_2D - 1)
  integer(c_int64_t) :: i, j
  real(ak) :: s

  do j = 0, LEN_2D - 1
    s = 0.0_ak
    do i = 0, LEN_2D - 1
      s = s + abs(real(aa(j, i), ak)) * real(w(i), ak)
    end do
    x(j) = real(s, rk)
  end do
end subroutine loop_colnorm_weighted
