! adadelta: Adadelta step: sq = rho sq + (1 - rho) g^2, dx = sqrt(ad + eps) / sqrt(sq + eps) g,
! ad = rho ad + (1 - rho) dx^2, p -= lr dx.
subroutine adadelta(p, sq, ad, g, N, lr, rho, eps) bind(c, name="adadelta")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr, rho, eps
  real(rk), intent(inout) :: p(N)
  real(rk), intent(inout) :: sq(N)
  real(rk), intent(inout) :: ad(N)
  real(rk), intent(in) :: g(N)
  integer(c_int64_t) :: i
  real(ak) :: r, e, a, gi, si, ai, dx

  r = real(rho, ak)
  e = real(eps, ak)
  a = real(lr, ak)
  do i = 1, N
    gi = real(g(i), ak)
    si = r * real(sq(i), ak) + (1 - r) * gi * gi
    ai = real(ad(i), ak)
    dx = sqrt(ai + e) / sqrt(si + e) * gi
    sq(i) = real(si, rk)
    ad(i) = real(r * ai + (1 - r) * dx * dx, rk)
    p(i) = real(real(p(i), ak) - a * dx, rk)
  end do
end subroutine adadelta
