! mish_backward: gradient of mish x tanh(softplus(x)): dX = dY (tanh(sp) + x sigmoid(x) (1 - tanh(sp)^2)), sp = log(1 + exp(x)).
! Element-wise in real(ak).
subroutine mish_backward(dX, dY, X, N) bind(c, name="mish_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: xv, thv, sv

  do i = 1, N
    xv = real(X(i), ak)
    thv = tanh(log(1 + exp(xv)))
    sv = 1 / (1 + exp(-xv))
    dX(i) = real(real(dY(i), ak) * (thv + xv * sv * (1 - thv * thv)), rk)
  end do
end subroutine mish_backward
