/* cross_attention: one head, queries from Xq (Sq tokens), keys and values from Mem (Sk tokens), no bias.
 * 1. Q[b][i][d] = Wq[d] . Xq[b][i];  KV[b][j][f] = Wkv[f] . Mem[b][j]  (f < D: k, f >= D: v); stored in
 *    real_t, step 2 reads them back.
 * 2. For query i: s_j = (q_i . k_j) / sqrt(D), m = max_j s_j,
 *    O[b][i] = sum_j exp(s_j - m) v_j / sum_j exp(s_j - m)  (scores computed twice, as kernels/ml/sdpa;
 *    workspace one acc_t row, D <= 128). */
#include "hpcab/kernel.h"

static void project(real_t *out, const real_t *in, const real_t *W, int64_t rows, int64_t F, int64_t E)
{
  for (int64_t r = 0; r < rows; r++)
    for (int64_t f = 0; f < F; f++) {
      acc_t s = 0;
      for (int64_t e = 0; e < E; e++)
        s += HPCAB_LD(W[f * E + e]) * HPCAB_LD(in[r * E + e]);
      out[r * F + f] = HPCAB_ST(s);
    }
}

static acc_t score(const real_t *q, const real_t *k, int64_t D, acc_t scale)
{
  acc_t s = 0;
  for (int64_t d = 0; d < D; d++)
    s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
  return s * scale;
}

void cross_attention(real_t *restrict O, real_t *restrict Q, real_t *restrict KV, const real_t *restrict Xq,
                     const real_t *restrict Mem, const real_t *restrict Wq, const real_t *restrict Wkv, int64_t B,
                     int64_t Sq, int64_t Sk, int64_t E, int64_t D)
{
  project(Q, Xq, Wq, B * Sq, D, E);
  project(KV, Mem, Wkv, B * Sk, 2 * D, E);
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  const int64_t D2 = 2 * D;
  for (int64_t b = 0; b < B; b++) {
    const real_t *P = KV + b * Sk * D2;
    for (int64_t i = 0; i < Sq; i++) {
      const real_t *q = Q + (b * Sq + i) * D;
      acc_t m = score(q, P, D, scale);
      for (int64_t j = 1; j < Sk; j++) {
        acc_t s = score(q, P + j * D2, D, scale);
        if (s > m)
          m = s;
      }
      acc_t acc[128] = {0}, l = 0;
      for (int64_t j = 0; j < Sk; j++) {
        acc_t p = HPCAB_EXP(score(q, P + j * D2, D, scale) - m);
        l += p;
        for (int64_t d = 0; d < D; d++)
          acc[d] += p * HPCAB_LD(P[j * D2 + D + d]);
      }
      for (int64_t d = 0; d < D; d++)
        O[(b * Sq + i) * D + d] = HPCAB_ST(acc[d] / l);
    }
  }
}
