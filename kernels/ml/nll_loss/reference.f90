! nll_loss: negative log-likelihood loss from log-probabilities, loss[0] = -(1/N) sum over n of
! logp[n, labels[n]], summed in order of n.
subroutine nll_loss(loss, logp, labels, N, C) bind(c, name="nll_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: logp(C, N)
  integer(c_int32_t), intent(in) :: labels(N)
  integer(c_int64_t) :: i
  real(ak) :: acc

  acc = 0
  do i = 1, N
    acc = acc - real(logp(labels(i) + 1, i), ak)
  end do
  loss(1) = real(acc / real(N, ak), rk)
end subroutine nll_loss
