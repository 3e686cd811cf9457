! cross_entropy_backward: gradient of mean cross-entropy w.r.t. the logits:
! dlogits[n, c] = (softmax(logits[n])[c] - (c == labels[n])) / N (max-subtracted softmax).
subroutine cross_entropy_backward(dlogits, logits, labels, N, C) bind(c, name="cross_entropy_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C
  real(rk), intent(out) :: dlogits(C, N)
  real(rk), intent(in) :: logits(C, N)
  integer(c_int32_t), intent(in) :: labels(N)
  integer(c_int64_t) :: i, j
  real(ak) :: m, s, p

  do i = 1, N
    m = real(logits(1, i), ak)
    do j = 2, C
      if (real(logits(j, i), ak) > m) m = real(logits(j, i), ak)
    end do
    s = 0
    do j = 1, C
      s = s + exp(real(logits(j, i), ak) - m)
    end do
    do j = 1, C
      p = exp(real(logits(j, i), ak) - m) / s
      if (j - 1 == int(labels(i), c_int64_t)) p = p - 1
      dlogits(j, i) = real(p / real(N, ak), rk)
    end do
  end do
end subroutine cross_entropy_backward
