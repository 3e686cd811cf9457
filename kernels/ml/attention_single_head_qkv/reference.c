/* attention_single_head_qkv: self-attention of one head over each sequence b of X.
 * 1. Projections: QKV[b][s][f] = bqkv[f] + Wqkv[f] . X[b][s] (f < D: q, D <= f < 2D: k, 2D <= f: v),
 *    stored in real_t; step 2 reads them back from QKV.
 * 2. Attention as kernels/ml/sdpa: for query row i, s_j = (q_i . k_j) / sqrt(D), m = max_j s_j,
 *    O[b][i] = sum_j exp(s_j - m) v_j / sum_j exp(s_j - m). The scores are computed twice (once for the
 *    maximum, once for the weights); the only workspace is one output row in acc_t (D <= 128). */
#include "hpcab/kernel.h"

static acc_t score(const real_t *q, const real_t *k, int64_t D, acc_t scale)
{
  acc_t s = 0;
  for (int64_t d = 0; d < D; d++)
    s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
  return s * scale;
}

void attention_single_head_qkv(real_t *restrict O, real_t *restrict QKV, const real_t *restrict X,
                               const real_t *restrict Wqkv, const real_t *restrict bqkv, int64_t B, int64_t S,
                               int64_t E, int64_t D)
{
  const int64_t D3 = 3 * D;
  for (int64_t r = 0; r < B * S; r++)
    for (int64_t f = 0; f < D3; f++) {
      acc_t s = HPCAB_LD(bqkv[f]);
      for (int64_t e = 0; e < E; e++)
        s += HPCAB_LD(Wqkv[f * E + e]) * HPCAB_LD(X[r * E + e]);
      QKV[r * D3 + f] = HPCAB_ST(s);
    }
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t b = 0; b < B; b++) {
    const real_t *P = QKV + b * S * D3;
    for (int64_t i = 0; i < S; i++) {
      const real_t *q = P + i * D3;
      acc_t m = score(q, P + D, D, scale);
      for (int64_t j = 1; j < S; j++) {
        acc_t s = score(q, P + j * D3 + D, D, scale);
        if (s > m)
          m = s;
      }
      acc_t acc[128] = {0}, l = 0;
      for (int64_t j = 0; j < S; j++) {
        acc_t p = HPCAB_EXP(score(q, P + j * D3 + D, D, scale) - m);
        l += p;
        for (int64_t d = 0; d < D; d++)
          acc[d] += p * HPCAB_LD(P[j * D3 + 2 * D + d]);
      }
      for (int64_t d = 0; d < D; d++)
        O[(b * S + i) * D + d] = HPCAB_ST(acc[d] / l);
    }
  }
}
