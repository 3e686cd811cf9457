/* cosine_embedding_loss: PyTorch's CosineEmbeddingLoss (reduction mean) of row pairs A[n], B[n] (N x D) with
 * lab[n] = 1 for a similar pair (target 1) and 0 for a dissimilar one (target -1):
 * cos = A[n].B[n] / sqrt((|A[n]|^2 + 1e-12) (|B[n]|^2 + 1e-12)); a similar pair adds 1 - cos, a dissimilar
 * one max(0, cos - margin); the sum is divided by N. Everything in acc_t. */
#include "hpcab/kernel.h"

void cosine_embedding_loss(real_t *restrict loss, const real_t *restrict A, const real_t *restrict B,
                           const int32_t *restrict lab, int64_t N, int64_t D, float margin)
{
  const acc_t eps = (acc_t)1e-12, mg = (acc_t)margin;
  acc_t total = 0;
  for (int64_t n = 0; n < N; n++) {
    acc_t ab = 0, aa = 0, bb = 0;
    for (int64_t k = 0; k < D; k++) {
      const acc_t a = HPCAB_LD(A[n * D + k]), b = HPCAB_LD(B[n * D + k]);
      ab += a * b;
      aa += a * a;
      bb += b * b;
    }
    const acc_t cs = ab / HPCAB_SQRT((aa + eps) * (bb + eps));
    if (lab[n] == 1)
      total += 1 - cs;
    else if (cs - mg > 0)
      total += cs - mg;
  }
  loss[0] = HPCAB_ST(total / (acc_t)N);
}
