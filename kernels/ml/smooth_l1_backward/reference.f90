! smooth_l1_backward: gradient of the smooth L1 loss with threshold beta (reduction 'none'): d = x - t, dX = dY d / beta where |d| < beta, else dY sign(d).
! Element-wise in real(ak).
subroutine smooth_l1_backward(dX, dY, X, T, N, beta) bind(c, name="smooth_l1_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: beta
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  real(rk), intent(in) :: T(N)
  integer(c_int64_t) :: i
  real(ak) :: dv, dyv, a

  a = real(beta, ak)
  do i = 1, N
    dv = real(X(i), ak) - real(T(i), ak)
    dyv = real(dY(i), ak)
    if (dv < -a) then
      dX(i) = real(-dyv, rk)
    else if (dv > a) then
      dX(i) = real(dyv, rk)
    else
      dX(i) = real(dyv * dv / a, rk)
    end if
  end do
end subroutine smooth_l1_backward
