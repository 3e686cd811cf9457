! kl_div: KL divergence, batchmean: loss = sum of P (log P - logq) / N (target probabilities P, input log-probabilities logq).
subroutine kl_div(loss, logq, P, N, C) bind(c, name="kl_div")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C
  real(rk), intent(out) :: loss(0:0)
  real(rk), intent(in) :: logq(0:C - 1, 0:N - 1)
  real(rk), intent(in) :: P(0:C - 1, 0:N - 1)
  integer(c_int64_t) :: i, j
  real(ak) :: s, pv

  s = 0
  do i = 0, N - 1
    do j = 0, C - 1
      pv = real(P(j, i), ak)
      s = s + pv * (log(pv) - real(logq(j, i), ak))
    end do
  end do
  loss(0) = real(s / real(N, ak), rk)
end subroutine kl_div
