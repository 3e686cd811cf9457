! smooth_l1_loss: smooth L1 (Huber-like) loss, loss[0] = mean over i of (0.5 d^2 / beta if d < beta else
! d - 0.5 beta), d = |x - t|, summed in order of i.
subroutine smooth_l1_loss(loss, X, T, N, beta) bind(c, name="smooth_l1_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: beta
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: X(N), T(N)
  integer(c_int64_t) :: i
  real(ak) :: acc, be, dv

  be = real(beta, ak)
  acc = 0
  do i = 1, N
    dv = abs(real(X(i), ak) - real(T(i), ak))
    if (dv < be) then
      acc = acc + 0.5_ak * dv * dv / be
    else
      acc = acc + (dv - 0.5_ak * be)
    end if
  end do
  loss(1) = real(acc / real(N, ak), rk)
end subroutine smooth_l1_loss
