/* gin_layer: for each node v: Z[v][k] = (1 + eps) H[v][k], then over v's edges e ascending (u = col[e])
 * Z[v][k] += H[u][k]; HID[v][j] = max(0, b1[j] + sum_k W1[j][k] Z[v][k]); Y[v][o] = b2[o] + sum_j W2[o][j] HID[v][j]
 * (sums in ascending index order). */
#include "hpcab/kernel.h"

void gin_layer(real_t *restrict Y, real_t *restrict HID, real_t *restrict Z, const real_t *restrict H,
               const real_t *restrict W1, const real_t *restrict b1, const real_t *restrict W2, const real_t *restrict b2,
               const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N, int64_t NE, int64_t F,
               int64_t FH, int64_t FO, real_t eps)
{
  (void)NE;
  const real_t self = 1 + eps;
  for (int64_t v = 0; v < N; v++) {
    real_t *z = Z + v * F, *h = HID + v * FH;
    for (int64_t k = 0; k < F; k++)
      z[k] = self * H[v * F + k];
    for (int64_t e = G_rowptr[v]; e < G_rowptr[v + 1]; e++) {
      const int64_t u = G_col[e];
      for (int64_t k = 0; k < F; k++)
        z[k] += H[u * F + k];
    }
    for (int64_t j = 0; j < FH; j++) {
      real_t s = b1[j];
      for (int64_t k = 0; k < F; k++)
        s += W1[j * F + k] * z[k];
      h[j] = s > 0 ? s : 0;
    }
    for (int64_t o = 0; o < FO; o++) {
      real_t s = b2[o];
      for (int64_t j = 0; j < FH; j++)
        s += W2[o * FH + j] * h[j];
      Y[v * FO + o] = s;
    }
  }
}
