! kl_div_log_target: torch.nn.functional.kl_div(logq, logp, reduction="batchmean", log_target=True) of input
! log-probabilities logq and target log-probabilities logp (N x C):
! loss = sum over all elements of exp(logp) (logp - logq), divided by N; summed in order.
subroutine kl_div_log_target(loss, logq, logp, N, C) bind(c, name="kl_div_log_target")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: logq(C * N)
  real(rk), intent(in) :: logp(C * N)
  integer(c_int64_t) :: i
  real(ak) :: s, lp

  s = 0.0_ak
  do i = 1, N * C
    lp = real(logp(i), ak)
    s = s + exp(lp) * (lp - real(logq(i), ak))
  end do
  loss(1) = real(s / real(N, ak), rk)
end subroutine kl_div_log_target
