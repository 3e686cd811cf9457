/* gat_layer, in three passes over the nodes v ascending:
 * 1. WH[v][o] = sum_k W[o][k] H[v][k] (k ascending);
 * 2. S[v][0] = sum_o a[o] WH[v][o], S[v][1] = sum_o a[FO + o] WH[v][o] (o ascending);
 * 3. for v's edges e ascending (u = col[e]): x = S[v][0] + S[u][1], score(e) = x > 0 ? x : slope x;
 *    m = max of the scores; ALPHA[e] = exp(score(e) - m) (in double, rounded to real), den = sum of them
 *    (e ascending); ALPHA[e] /= den; Y[v][o] = sum over e ascending of ALPHA[e] WH[u][o] (0 without edges). */
#include "hpcab/kernel.h"
#include <math.h>

static real_t gat_score(const real_t *restrict S, int64_t v, int64_t u, real_t slope)
{
  const real_t x = S[2 * v] + S[2 * u + 1];
  return x > 0 ? x : slope * x;
}

void gat_layer(real_t *restrict Y, real_t *restrict ALPHA, real_t *restrict S, real_t *restrict WH,
               const real_t *restrict H, const real_t *restrict W, const real_t *restrict a,
               const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N, int64_t NE, int64_t FI,
               int64_t FO, real_t slope)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++)
    for (int64_t o = 0; o < FO; o++) {
      real_t s = 0;
      for (int64_t k = 0; k < FI; k++)
        s += W[o * FI + k] * H[v * FI + k];
      WH[v * FO + o] = s;
    }
  for (int64_t v = 0; v < N; v++) {
    real_t s0 = 0, s1 = 0;
    for (int64_t o = 0; o < FO; o++) {
      s0 += a[o] * WH[v * FO + o];
      s1 += a[FO + o] * WH[v * FO + o];
    }
    S[2 * v] = s0;
    S[2 * v + 1] = s1;
  }
  for (int64_t v = 0; v < N; v++) {
    const int64_t e0 = G_rowptr[v], e1 = G_rowptr[v + 1];
    for (int64_t o = 0; o < FO; o++)
      Y[v * FO + o] = 0;
    if (e1 == e0)
      continue;
    real_t m = gat_score(S, v, G_col[e0], slope);
    for (int64_t e = e0 + 1; e < e1; e++) {
      const real_t x = gat_score(S, v, G_col[e], slope);
      if (x > m)
        m = x;
    }
    real_t den = 0;
    for (int64_t e = e0; e < e1; e++) {
      ALPHA[e] = (real_t)exp((double)(gat_score(S, v, G_col[e], slope) - m));
      den += ALPHA[e];
    }
    for (int64_t e = e0; e < e1; e++) {
      const int64_t u = G_col[e];
      ALPHA[e] /= den;
      for (int64_t o = 0; o < FO; o++)
        Y[v * FO + o] += ALPHA[e] * WH[u * FO + o];
    }
  }
}
