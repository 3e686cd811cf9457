! nadam: NAdam step (Dozat): m = b1 m + (1 - b1) g, v = b2 v + (1 - b2) g^2,
! mhat = b1 m / (1 - b1^(t+1)) + (1 - b1) g / (1 - b1^t), p -= lr mhat / (sqrt(v / (1 - b2^t)) + eps).
! The bias corrections are computed in double, then used in real(ak).
subroutine nadam(p, m, v, g, N, lr, beta1, beta2, eps, step) bind(c, name="nadam")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr, beta1, beta2, eps
  integer(c_int32_t), value, intent(in) :: step
  real(rk), intent(inout) :: p(N)
  real(rk), intent(inout) :: m(N)
  real(rk), intent(inout) :: v(N)
  real(rk), intent(in) :: g(N)
  integer(c_int64_t) :: i
  real(ak) :: b1, b2, e, a, c1, c1n, c2, gi, mi, vi, mhat

  b1 = real(beta1, ak)
  b2 = real(beta2, ak)
  e = real(eps, ak)
  a = real(lr, ak)
  c1 = 1 - real(real(b1, c_double) ** real(step, c_double), ak)
  c1n = 1 - real(real(b1, c_double) ** (real(step, c_double) + 1), ak)
  c2 = 1 - real(real(b2, c_double) ** real(step, c_double), ak)
  do i = 1, N
    gi = real(g(i), ak)
    mi = b1 * real(m(i), ak) + (1 - b1) * gi
    vi = b2 * real(v(i), ak) + (1 - b2) * gi * gi
    m(i) = real(mi, rk)
    v(i) = real(vi, rk)
    mhat = b1 * mi / c1n + (1 - b1) * gi / c1
    p(i) = real(real(p(i), ak) - a * mhat / (sqrt(vi / c2) + e), rk)
  end do
end subroutine nadam
