! poisson_nll_loss: PyTorch's PoissonNLLLoss (log_input = true, full = true, reduction mean):
! loss = mean_i exp(x) - t x + s(t), s(t) = t log t - t + 0.5 log(2 pi t) where t > 1, else 0.
subroutine poisson_nll_loss(loss, X, T, N) bind(c, name="poisson_nll_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: X(N)
  real(rk), intent(in) :: T(N)
  integer(c_int64_t) :: i
  real(ak) :: two_pi, s, x1, t1, l

  two_pi = real(6.283185307179586_c_double, ak)
  s = 0.0_ak
  do i = 1, N
    x1 = real(X(i), ak)
    t1 = real(T(i), ak)
    l = exp(x1) - t1 * x1
    if (t1 > 1) l = l + (t1 * log(t1) - t1 + 0.5_ak * log(two_pi * t1))
    s = s + l
  end do
  loss(1) = real(s / real(N, ak), rk)
end subroutine poisson_nll_loss
