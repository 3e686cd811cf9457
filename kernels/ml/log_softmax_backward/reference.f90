! log_softmax_backward: log-softmax backward from the log-softmax output Y, row by row:
! dX[r, :] = dY[r, :] - exp(Y[r, :]) * sum(dY[r, :]) (the sum in order of c).
subroutine log_softmax_backward(dX, dY, Y, R, C) bind(c, name="log_softmax_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: dX(C, R)
  real(rk), intent(in) :: dY(C, R), Y(C, R)
  integer(c_int64_t) :: ir, jc
  real(ak) :: acc

  do ir = 1, R
    acc = 0
    do jc = 1, C
      acc = acc + real(dY(jc, ir), ak)
    end do
    do jc = 1, C
      dX(jc, ir) = real(real(dY(jc, ir), ak) - exp(real(Y(jc, ir), ak)) * acc, rk)
    end do
  end do
end subroutine log_softmax_backward
