! cross_entropy: mean cross-entropy loss of N rows of C logits against integer labels:
! loss[0] = (1/N) sum over n of (m_n + log sum_c exp(z[n, c] - m_n) - z[n, labels[n]]), m_n the row maximum.
subroutine cross_entropy(loss, logits, labels, N, C) bind(c, name="cross_entropy")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: logits(C, N)
  integer(c_int32_t), intent(in) :: labels(N)
  integer(c_int64_t) :: i, j
  real(ak) :: total, mx, acc

  total = 0
  do i = 1, N
    mx = real(logits(1, i), ak)
    do j = 2, C
      if (real(logits(j, i), ak) > mx) mx = real(logits(j, i), ak)
    end do
    acc = 0
    do j = 1, C
      acc = acc + exp(real(logits(j, i), ak) - mx)
    end do
    total = total + (mx + log(acc) - real(logits(labels(i) + 1, i), ak))
  end do
  loss(1) = real(total / real(N, ak), rk)
end subroutine cross_entropy
