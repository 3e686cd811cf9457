/* gcn_layer: c(v) = 1/sqrt(deg(v) + 1) with deg(v) = rowptr[v+1] - rowptr[v]. For each node v, feature k:
 * s = (c(v) c(v)) H[v][k], then over v's edges e ascending, u = col[e]: s += (c(v) c(u)) H[u][k];
 * AGG[v][k] = s. Then Y[v][o] = b[o] + sum_k W[o][k] AGG[v][k] (k ascending). */
#include "hpcab/kernel.h"
#include <math.h>

static real_t gcn_coef(const int32_t *restrict rowptr, int64_t v)
{
  return (real_t)(1.0 / sqrt((double)(rowptr[v + 1] - rowptr[v] + 1)));
}

void gcn_layer(real_t *restrict Y, real_t *restrict AGG, const real_t *restrict H, const real_t *restrict W,
               const real_t *restrict b, const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N,
               int64_t NE, int64_t FI, int64_t FO)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++) {
    const real_t cv = gcn_coef(G_rowptr, v);
    for (int64_t k = 0; k < FI; k++)
      AGG[v * FI + k] = (cv * cv) * H[v * FI + k];
    for (int64_t e = G_rowptr[v]; e < G_rowptr[v + 1]; e++) {
      const int64_t u = G_col[e];
      const real_t c = cv * gcn_coef(G_rowptr, u);
      for (int64_t k = 0; k < FI; k++)
        AGG[v * FI + k] += c * H[u * FI + k];
    }
    for (int64_t o = 0; o < FO; o++) {
      real_t s = b[o];
      for (int64_t k = 0; k < FI; k++)
        s += W[o * FI + k] * AGG[v * FI + k];
      Y[v * FO + o] = s;
    }
  }
}
