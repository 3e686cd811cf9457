! swiglu: SwiGLU gate Y = silu(X[:, :H]) * X[:, H:] (X holds both halves, R x 2H; silu(a) = a / (1 + exp(-a))).
subroutine swiglu(Y, X, R, H) bind(c, name="swiglu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, H
  real(rk), intent(out) :: Y(H, R)
  real(rk), intent(in) :: X(2 * H, R)
  integer(c_int64_t) :: ir, j
  real(ak) :: a, bv

  do ir = 1, R
    do j = 1, H
      a = real(X(j, ir), ak)
      bv = real(X(H + j, ir), ak)
      Y(j, ir) = real(a / (1 + exp(-a)) * bv, rk)
    end do
  end do
end subroutine swiglu
