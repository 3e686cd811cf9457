! swiglu_backward: gradient of the SwiGLU gate Y = silu(a) b, a = X[:, :H], b = X[:, H:], s = sigmoid(a):
! dX[:, :H] = dY b s (1 + a (1 - s)), dX[:, H:] = dY a s.
subroutine swiglu_backward(dX, dY, X, R, H) bind(c, name="swiglu_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, H
  real(rk), intent(out) :: dX(2 * H, R)
  real(rk), intent(in) :: dY(H, R)
  real(rk), intent(in) :: X(2 * H, R)
  integer(c_int64_t) :: i, j
  real(ak) :: a, b, dy1, s

  do i = 1, R
    do j = 1, H
      a = real(X(j, i), ak)
      b = real(X(H + j, i), ak)
      dy1 = real(dY(j, i), ak)
      s = 1 / (1 + exp(-a))
      dX(j, i) = real(dy1 * b * s * (1 + a * (1 - s)), rk)
      dX(H + j, i) = real(dy1 * a * s, rk)
    end do
  end do
end subroutine swiglu_backward
