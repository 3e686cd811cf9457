! cumprod: cumulative product along each row, Y[r, c] = X[r, 0] * X[r, 1] * ... * X[r, c]
! (torch.cumprod(x, dim=1)), multiplied in order of c.
subroutine cumprod(Y, X, R, C) bind(c, name="cumprod")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(in) :: X(C, R)
  integer(c_int64_t) :: ir, ic
  real(ak) :: p

  do ir = 1, R
    p = 1.0_ak
    do ic = 1, C
      p = p * real(X(ic, ir), ak)
      Y(ic, ir) = real(p, rk)
    end do
  end do
end subroutine cumprod
