/* sdpa: for each head and query row i: s_j = (q_i . k_j) / sqrt(D), m = max_j s_j,
 * o_i = sum_j exp(s_j - m) v_j / sum_j exp(s_j - m). The scores are computed twice (once for the
 * maximum, once for the weights) so the only workspace is one output row in acc_t (D <= 128). */
#include "hpcab/kernel.h"

static acc_t score(const real_t *q, const real_t *k, int64_t D, acc_t scale)
{
  acc_t s = 0;
  for (int64_t d = 0; d < D; d++)
    s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
  return s * scale;
}

void sdpa(real_t *restrict O, const real_t *restrict Q, const real_t *restrict K, const real_t *restrict V,
          int64_t BH, int64_t S, int64_t D)
{
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t h = 0; h < BH; h++) {
    const real_t *q = Q + h * S * D, *k = K + h * S * D, *v = V + h * S * D;
    real_t *o = O + h * S * D;
    for (int64_t i = 0; i < S; i++) {
      acc_t m = score(q + i * D, k, D, scale);
      for (int64_t j = 1; j < S; j++) {
        acc_t s = score(q + i * D, k + j * D, D, scale);
        if (s > m)
          m = s;
      }
      acc_t acc[128] = {0}, l = 0;
      for (int64_t j = 0; j < S; j++) {
        acc_t p = HPCAB_EXP(score(q + i * D, k + j * D, D, scale) - m);
        l += p;
        for (int64_t d = 0; d < D; d++)
          acc[d] += p * HPCAB_LD(v[j * D + d]);
      }
      for (int64_t d = 0; d < D; d++)
        o[i * D + d] = HPCAB_ST(acc[d] / l);
    }
  }
}
