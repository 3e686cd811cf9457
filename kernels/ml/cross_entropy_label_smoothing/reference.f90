! cross_entropy_label_smoothing: loss = mean over rows n of (1 - eps) (lse_n - z[n][labels[n]]) + eps (lse_n - mean_c z[n][c]), lse_n the row's log-sum-exp.
subroutine cross_entropy_label_smoothing(loss, logits, labels, N, C, eps) bind(c, name="cross_entropy_label_smoothing")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: loss(0:0)
  real(rk), intent(in) :: logits(0:C - 1, 0:N - 1)
  integer(c_int32_t), intent(in) :: labels(0:N - 1)
  integer(c_int64_t) :: i, j
  real(ak) :: total, m, s, zs, lse, e

  e = real(eps, ak)
  total = 0
  do i = 0, N - 1
    m = real(logits(0, i), ak)
    do j = 1, C - 1
      if (real(logits(j, i), ak) > m) m = real(logits(j, i), ak)
    end do
    s = 0
    zs = 0
    do j = 0, C - 1
      s = s + exp(real(logits(j, i), ak) - m)
      zs = zs + real(logits(j, i), ak)
    end do
    lse = m + log(s)
    total = total + (1 - e) * (lse - real(logits(labels(i), i), ak)) + e * (lse - zs / real(C, ak))
  end do
  loss(0) = real(total / real(N, ak), rk)
end subroutine cross_entropy_label_smoothing
