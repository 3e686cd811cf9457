! softmax_backward: softmax backward from the softmax output Y, dX = Y (dY - sum_c(dY Y)) per row.
subroutine softmax_backward(dX, dY, Y, R, C) bind(c, name="softmax_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: dX(0:C - 1, 0:R - 1)
  real(rk), intent(in) :: dY(0:C - 1, 0:R - 1)
  real(rk), intent(in) :: Y(0:C - 1, 0:R - 1)
  integer(c_int64_t) :: i, j
  real(ak) :: s

  do i = 0, R - 1
    s = 0
    do j = 0, C - 1
      s = s + real(dY(j, i), ak) * real(Y(j, i), ak)
    end do
    do j = 0, C - 1
      dX(j, i) = real(real(Y(j, i), ak) * (real(dY(j, i), ak) - s), rk)
    end do
  end do
end subroutine softmax_backward
