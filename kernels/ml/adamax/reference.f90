! adamax: Adamax step: m = b1 m + (1 - b1) g, u = max(b2 u, |g| + eps), p -= (lr / (1 - b1^t)) m / u.
! The bias correction is computed in double, then used in real(ak).
subroutine adamax(p, m, u, g, N, lr, beta1, beta2, eps, step) bind(c, name="adamax")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr, beta1, beta2, eps
  integer(c_int32_t), value, intent(in) :: step
  real(rk), intent(inout) :: p(N)
  real(rk), intent(inout) :: m(N)
  real(rk), intent(inout) :: u(N)
  real(rk), intent(in) :: g(N)
  integer(c_int64_t) :: i
  real(ak) :: b1, b2, e, clr, gi, mi, ua, ub, ui

  b1 = real(beta1, ak)
  b2 = real(beta2, ak)
  e = real(eps, ak)
  clr = real(lr, ak) / (1 - real(real(b1, c_double) ** real(step, c_double), ak))
  do i = 1, N
    gi = real(g(i), ak)
    mi = b1 * real(m(i), ak) + (1 - b1) * gi
    ua = b2 * real(u(i), ak)
    ub = abs(gi) + e
    if (ua > ub) then
      ui = ua
    else
      ui = ub
    end if
    m(i) = real(mi, rk)
    u(i) = real(ui, rk)
    p(i) = real(real(p(i), ak) - clr * mi / ui, rk)
  end do
end subroutine adamax
