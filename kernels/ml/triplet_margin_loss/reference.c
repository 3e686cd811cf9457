/* triplet_margin_loss: PyTorch's TripletMarginLoss (p = 2, eps = 1e-6, no swap, reduction mean) of anchors A,
 * positives P and negatives Q (N x D): loss = sum_n max(d(A[n], P[n]) - d(A[n], Q[n]) + margin, 0) / N with
 * d(u, v) = sqrt(sum_k (u[k] - v[k] + eps)^2); everything in acc_t. */
#include "hpcab/kernel.h"

void triplet_margin_loss(real_t *restrict loss, const real_t *restrict A, const real_t *restrict P,
                         const real_t *restrict Q, int64_t N, int64_t D, float margin)
{
  const acc_t eps = (acc_t)1e-6, mg = (acc_t)margin;
  acc_t total = 0;
  for (int64_t n = 0; n < N; n++) {
    acc_t sp = 0, sq = 0;
    for (int64_t k = 0; k < D; k++) {
      const acc_t a = HPCAB_LD(A[n * D + k]);
      const acc_t dp = a - HPCAB_LD(P[n * D + k]) + eps;
      const acc_t dq = a - HPCAB_LD(Q[n * D + k]) + eps;
      sp += dp * dp;
      sq += dq * dq;
    }
    const acc_t l = HPCAB_SQRT(sp) - HPCAB_SQRT(sq) + mg;
    if (l > 0)
      total += l;
  }
  loss[0] = HPCAB_ST(total / (acc_t)N);
}
