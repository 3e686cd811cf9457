! LFK 9: integrate predictors: px[i][0] = dm28 * px[i][12] + ... + dm22 * px[i][6] + c0 * (px[i][4] + px[i][5]) + px[i][2].
! px[i][j] (shape [n, 25]) is px(j + 1, i + 1) here.
subroutine lfk09_integrate_predictors(px, n, dm22, dm23, dm24, dm25, dm26, dm27, dm28, c0) &
    bind(c, name="lfk09_integrate_predictors")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: n
  real(rk), value, intent(in) :: dm22, dm23, dm24, dm25, dm26, dm27, dm28, c0
  real(rk), intent(inout) :: px(25, n)
  integer(c_int64_t) :: i

  do i = 1, n
    px(1, i) = dm28 * px(13, i) + dm27 * px(12, i) + dm26 * px(11, i) + dm25 * px(10, i) + dm24 * px(9, i) &
               + dm23 * px(8, i) + dm22 * px(7, i) + c0 * (px(5, i) + px(6, i)) + px(3, i)
  end do
end subroutine lfk09_integrate_predictors
