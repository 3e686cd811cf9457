! elu_backward: gradient of ELU from its input: dX = dY where x > 0, else dY alpha exp(x).
! Element-wise in real(ak).
subroutine elu_backward(dX, dY, X, N, alpha) bind(c, name="elu_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: xv, dyv, a

  a = real(alpha, ak)
  do i = 1, N
    xv = real(X(i), ak)
    dyv = real(dY(i), ak)
    if (xv > 0) then
      dX(i) = real(dyv, rk)
    else
      dX(i) = real(dyv * a * exp(xv), rk)
    end if
  end do
end subroutine elu_backward
