! gumbel_softmax_hard: gumbel_softmax(hard=True) forward with the noise G given: per row s = X + G,
! Ysoft = softmax((s - max s) / tau), Yhard = one-hot of the first maximum of s (= of s / tau, tau > 0).
subroutine gumbel_softmax_hard(Ysoft, Yhard, X, G, R, C, tau) bind(c, name="gumbel_softmax_hard")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R
  integer(c_int64_t), value, intent(in) :: C
  real(c_float), value, intent(in) :: tau
  real(rk), intent(out) :: Ysoft(C, R)
  real(rk), intent(out) :: Yhard(C, R)
  real(rk), intent(in) :: X(C, R)
  real(rk), intent(in) :: G(C, R)
  integer(c_int64_t) :: i, j, best
  real(ak) :: t, m, s, total

  t = real(tau, ak)
  do i = 1, R
    best = 1
    m = real(X(1, i), ak) + real(G(1, i), ak)
    do j = 2, C
      s = real(X(j, i), ak) + real(G(j, i), ak)
      if (s > m) then
        m = s
        best = j
      end if
    end do
    total = 0.0_ak
    do j = 1, C
      total = total + exp((real(X(j, i), ak) + real(G(j, i), ak) - m) / t)
    end do
    do j = 1, C
      Ysoft(j, i) = real(exp((real(X(j, i), ak) + real(G(j, i), ak) - m) / t) / total, rk)
      Yhard(j, i) = 0.0_rk
    end do
    Yhard(best, i) = 1.0_rk
  end do
end subroutine gumbel_softmax_hard
