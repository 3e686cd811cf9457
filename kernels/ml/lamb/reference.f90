! lamb: LAMB step: m, v moving averages, Adam direction r = (m / c1) / (sqrt(v / c2) + eps) + wd p
! (c1 = 1 - beta1^step, c2 = 1 - beta2^step, powers in double), then p -= lr trust r with the trust ratio
! trust = |p| / |r| over the whole tensor (1 when either norm is 0).
subroutine lamb(p, m, v, g, N, lr, beta1, beta2, eps, step, wd) bind(c, name="lamb")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr, beta1, beta2, eps, wd
  integer(c_int32_t), value, intent(in) :: step
  real(rk), intent(inout) :: p(N), m(N), v(N)
  real(rk), intent(in) :: g(N)
  integer(c_int64_t) :: i
  real(ak) :: b1, b2, e, w, c1, c2, pn, rn, trust, a, gi, pi, r

  b1 = real(beta1, ak)
  b2 = real(beta2, ak)
  e = real(eps, ak)
  w = real(wd, ak)
  c1 = 1 - real(real(b1, c_double) ** real(step, c_double), ak)
  c2 = 1 - real(real(b2, c_double) ** real(step, c_double), ak)
  pn = 0
  rn = 0
  do i = 1, N
    gi = real(g(i), ak)
    pi = real(p(i), ak)
    m(i) = real(b1 * real(m(i), ak) + (1 - b1) * gi, rk)
    v(i) = real(b2 * real(v(i), ak) + (1 - b2) * gi * gi, rk)
    r = (real(m(i), ak) / c1) / (sqrt(real(v(i), ak) / c2) + e) + w * pi
    pn = pn + pi * pi
    rn = rn + r * r
  end do
  pn = sqrt(pn)
  rn = sqrt(rn)
  trust = 1
  if (pn > 0 .and. rn > 0) trust = pn / rn
  a = real(lr, ak) * trust
  do i = 1, N
    pi = real(p(i), ak)
    r = (real(m(i), ak) / c1) / (sqrt(real(v(i), ak) / c2) + e) + w * pi
    p(i) = real(pi - a * r, rk)
  end do
end subroutine lamb
