/* kmeans_assign: for each point n, d_k = sum over j in order of (X[n][j] - Cn[k][j])^2 in acc_t; assign[n] =
 * the first k with the least d_k (strict < keeps the lowest index), dist[n] = that d_k. */
#include "hpcab/kernel.h"

void kmeans_assign(int32_t *restrict assign, real_t *restrict dist, const real_t *restrict X,
                   const real_t *restrict Cn, int64_t N, int64_t K, int64_t D)
{
  for (int64_t n = 0; n < N; n++) {
    int64_t best = 0;
    acc_t bd = 0;
    for (int64_t k = 0; k < K; k++) {
      acc_t d = 0;
      for (int64_t j = 0; j < D; j++) {
        const acc_t t = HPCAB_LD(X[n * D + j]) - HPCAB_LD(Cn[k * D + j]);
        d += t * t;
      }
      if (k == 0 || d < bd) {
        bd = d;
        best = k;
      }
    }
    assign[n] = (int32_t)best;
    dist[n] = HPCAB_ST(bd);
  }
}
