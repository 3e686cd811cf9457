! LFK 10: difference predictors: a cascade of nine differences along each row of px, started from cx[i][4].
! px[i][j] (shape [n, 25]) is px(j + 1, i + 1) here, and so is cx.
subroutine lfk10_difference_predictors(px, cx, n) bind(c, name="lfk10_difference_predictors")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: n
  real(rk), intent(inout) :: px(25, n)
  real(rk), intent(in) :: cx(25, n)
  real(rk) :: ar, br, cr
  integer(c_int64_t) :: i

  do i = 1, n
    ar = cx(5, i)
    br = ar - px(5, i)
    px(5, i) = ar
    cr = br - px(6, i)
    px(6, i) = br
    ar = cr - px(7, i)
    px(7, i) = cr
    br = ar - px(8, i)
    px(8, i) = ar
    cr = br - px(9, i)
    px(9, i) = br
    ar = cr - px(10, i)
    px(10, i) = cr
    br = ar - px(11, i)
    px(11, i) = ar
    cr = br - px(12, i)
    px(12, i) = br
    px(14, i) = cr - px(13, i)
    px(13, i) = cr
  end do
end subroutine lfk10_difference_predictors
