/* graphsage_mean: for each node v, feature k: s = sum of H[u][k] over v's edges e ascending (u = col[e]),
 * MEAN[v][k] = s / deg(v) (0 when deg(v) = 0). Then Y[v][o] = b[o] + sum_k W[o][k] H[v][k]
 * + sum_k W[o][FI + k] MEAN[v][k] (the first sum, k ascending, then the second). */
#include "hpcab/kernel.h"

void graphsage_mean(real_t *restrict Y, real_t *restrict MEAN, const real_t *restrict H, const real_t *restrict W,
                    const real_t *restrict b, const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N,
                    int64_t NE, int64_t FI, int64_t FO)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++) {
    const int64_t deg = G_rowptr[v + 1] - G_rowptr[v];
    for (int64_t k = 0; k < FI; k++)
      MEAN[v * FI + k] = 0;
    for (int64_t e = G_rowptr[v]; e < G_rowptr[v + 1]; e++) {
      const int64_t u = G_col[e];
      for (int64_t k = 0; k < FI; k++)
        MEAN[v * FI + k] += H[u * FI + k];
    }
    if (deg > 0)
      for (int64_t k = 0; k < FI; k++)
        MEAN[v * FI + k] /= (real_t)deg;
    for (int64_t o = 0; o < FO; o++) {
      const real_t *w = W + o * 2 * FI;
      real_t s = b[o];
      for (int64_t k = 0; k < FI; k++)
        s += w[k] * H[v * FI + k];
      for (int64_t k = 0; k < FI; k++)
        s += w[FI + k] * MEAN[v * FI + k];
      Y[v * FO + o] = s;
    }
  }
}
