! softplus: softplus Y = log(1 + exp(x)), computed as log1p(exp(x)), and Y = x above 20 (as PyTorch).
! Fortran 2008 has no log1p: log1p(y) is log(u) y / (u - 1) with u = 1 + y (exact to a few ulps; y when
! u rounds to 1).
subroutine softplus(Y, X, N) bind(c, name="softplus")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: xv, ev, u

  do i = 1, N
    xv = real(X(i), ak)
    if (xv > 20) then
      Y(i) = real(xv, rk)
    else
      ev = exp(xv)
      u = 1 + ev
      if (u > 1) then
        Y(i) = real(log(u) * ev / (u - 1), rk)
      else
        Y(i) = real(ev, rk)
      end if
    end if
  end do
end subroutine softplus
