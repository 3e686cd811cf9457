! triplet_margin_loss: PyTorch's TripletMarginLoss (p = 2, eps = 1e-6, no swap, reduction mean):
! loss = mean_n max(d(A[n], P[n]) - d(A[n], Q[n]) + margin, 0), d(u, v) = sqrt(sum_k (u[k] - v[k] + eps)^2).
subroutine triplet_margin_loss(loss, A, P, Q, N, D, margin) bind(c, name="triplet_margin_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: D
  real(c_float), value, intent(in) :: margin
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: A(D, N)
  real(rk), intent(in) :: P(D, N)
  real(rk), intent(in) :: Q(D, N)
  integer(c_int64_t) :: i, k
  real(ak) :: eps, mg, total, sp, sq, a1, dp, dq, l

  eps = real(1e-6_c_double, ak)
  mg = real(margin, ak)
  total = 0.0_ak
  do i = 1, N
    sp = 0.0_ak
    sq = 0.0_ak
    do k = 1, D
      a1 = real(A(k, i), ak)
      dp = a1 - real(P(k, i), ak) + eps
      dq = a1 - real(Q(k, i), ak) + eps
      sp = sp + dp * dp
      sq = sq + dq * dq
    end do
    l = sqrt(sp) - sqrt(sq) + mg
    if (l > 0) total = total + l
  end do
  loss(1) = real(total / real(N, ak), rk)
end subroutine triplet_margin_loss
