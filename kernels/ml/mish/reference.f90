! mish: Mish y = x tanh(softplus(x)), softplus(x) = log1p(exp(x)) (taken as x above 20).
! Fortran 2008 has no log1p: log1p(z) is computed by the accurate form log(u) z / (u - 1), u = 1 + z
! (z when u rounds to 1), which keeps its relative accuracy for tiny z = exp(x) as the C's log1p does.
subroutine mish(Y, X, N) bind(c, name="mish")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: x1, z, u, sp

  do i = 1, N
    x1 = real(X(i), ak)
    if (x1 > 20) then
      sp = x1
    else
      z = exp(x1)
      u = 1 + z
      if (u == 1) then
        sp = z
      else
        sp = log(u) * (z / (u - 1))
      end if
    end if
    Y(i) = real(x1 * tanh(sp), rk)
  end do
end subroutine mish
