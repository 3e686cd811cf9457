/* kmeans_step: per point (in order), d_k = sum_j (X[i][j] - C[k][j])^2; the first k with the smallest d_k
 * wins; newc[k] accumulates the points of k in order and is divided by counts[k] (or is C[k] when 0);
 * inertia = sum of the winning d_k. */
#include "hpcab/kernel.h"

void kmeans_step(int32_t *restrict assign, real_t *restrict newc, int64_t *restrict counts, real_t *restrict inertia,
                 const real_t *restrict X, const real_t *restrict C, int64_t N, int64_t D, int64_t K)
{
  real_t in = 0;
  for (int64_t k = 0; k < K; k++) {
    counts[k] = 0;
    for (int64_t j = 0; j < D; j++)
      newc[k * D + j] = 0;
  }
  for (int64_t i = 0; i < N; i++) {
    int64_t best = 0;
    real_t bd = 0;
    for (int64_t k = 0; k < K; k++) {
      real_t d = 0;
      for (int64_t j = 0; j < D; j++) {
        const real_t t = X[i * D + j] - C[k * D + j];
        d += t * t;
      }
      if (k == 0 || d < bd) {
        bd = d;
        best = k;
      }
    }
    assign[i] = (int32_t)best;
    counts[best]++;
    for (int64_t j = 0; j < D; j++)
      newc[best * D + j] += X[i * D + j];
    in += bd;
  }
  for (int64_t k = 0; k < K; k++)
    for (int64_t j = 0; j < D; j++)
      newc[k * D + j] = counts[k] ? newc[k * D + j] / (real_t)counts[k] : C[k * D + j];
  inertia[0] = in;
}
