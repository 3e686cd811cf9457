/* multihead_attention_proj: multi-head self-attention (torch.nn.MultiheadAttention, packed in_proj, no mask).
 * Dh = E / H. Three stages, each reading back what the previous one stored in real_t:
 * 1. QKV[b][s][f] = bqkv[f] + Wqkv[f] . X[b][s]  (columns [0, E) q, [E, 2E) k, [2E, 3E) v; head h owns
 *    columns h Dh .. h Dh + Dh - 1 of each).
 * 2. For head h and query i: s_j = (q_i . k_j) / sqrt(Dh), m = max_j s_j,
 *    A[b][i][h Dh + d] = sum_j exp(s_j - m) v_j[d] / sum_j exp(s_j - m)  (scores computed twice, as
 *    kernels/ml/sdpa; workspace one acc_t row, Dh <= 128).
 * 3. Y[b][s][n] = bo[n] + Wo[n] . A[b][s]. */
#include "hpcab/kernel.h"

static acc_t score(const real_t *q, const real_t *k, int64_t Dh, acc_t scale)
{
  acc_t s = 0;
  for (int64_t d = 0; d < Dh; d++)
    s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
  return s * scale;
}

void multihead_attention_proj(real_t *restrict Y, real_t *restrict A, real_t *restrict QKV,
                              const real_t *restrict X, const real_t *restrict Wqkv, const real_t *restrict bqkv,
                              const real_t *restrict Wo, const real_t *restrict bo, int64_t B, int64_t S, int64_t E,
                              int64_t H)
{
  const int64_t E3 = 3 * E, Dh = E / H;
  for (int64_t r = 0; r < B * S; r++)
    for (int64_t f = 0; f < E3; f++) {
      acc_t s = HPCAB_LD(bqkv[f]);
      for (int64_t e = 0; e < E; e++)
        s += HPCAB_LD(Wqkv[f * E + e]) * HPCAB_LD(X[r * E + e]);
      QKV[r * E3 + f] = HPCAB_ST(s);
    }
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)Dh);
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < H; h++) {
      const real_t *P = QKV + b * S * E3 + h * Dh; /* q of token j at P + j E3, k at + E, v at + 2E */
      for (int64_t i = 0; i < S; i++) {
        const real_t *q = P + i * E3;
        acc_t m = score(q, P + E, Dh, scale);
        for (int64_t j = 1; j < S; j++) {
          acc_t s = score(q, P + j * E3 + E, Dh, scale);
          if (s > m)
            m = s;
        }
        acc_t acc[128] = {0}, l = 0;
        for (int64_t j = 0; j < S; j++) {
          acc_t p = HPCAB_EXP(score(q, P + j * E3 + E, Dh, scale) - m);
          l += p;
          for (int64_t d = 0; d < Dh; d++)
            acc[d] += p * HPCAB_LD(P[j * E3 + 2 * E + d]);
        }
        for (int64_t d = 0; d < Dh; d++)
          A[(b * S + i) * E + h * Dh + d] = HPCAB_ST(acc[d] / l);
      }
    }
  for (int64_t r = 0; r < B * S; r++)
    for (int64_t n = 0; n < E; n++) {
      acc_t s = HPCAB_LD(bo[n]);
      for (int64_t e = 0; e < E; e++)
        s += HPCAB_LD(Wo[n * E + e]) * HPCAB_LD(A[r * E + e]);
      Y[r * E + n] = HPCAB_ST(s);
    }
}
