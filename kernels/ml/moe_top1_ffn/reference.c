/* moe_top1_ffn: per token t: e = the first index of the largest logits[t][.]; p = 1 / sum_j exp(logits[t][j] -
 * logits[t][e]) (j ascending, acc_t); out[t][d] = b2[e][d]; for f ascending: h = max(b1[e][f] + sum_d
 * W1[e][f][d] X[t][d], 0) (d ascending) and out[t][d] += h W2[e][f][d] for every d (the row kept in out);
 * finally out[t][d] *= p. W2 is stored [E][FF][D] (the transpose of PyTorch's [D][FF]). */
#include "hpcab/kernel.h"

void moe_top1_ffn(real_t *restrict out, const real_t *restrict X, const real_t *restrict logits,
                  const real_t *restrict W1, const real_t *restrict b1, const real_t *restrict W2,
                  const real_t *restrict b2, int64_t T, int64_t D, int64_t FF, int64_t E)
{
  for (int64_t t = 0; t < T; t++) {
    const real_t *l = logits + t * E, *x = X + t * D;
    real_t *y = out + t * D;
    int64_t e = 0;
    for (int64_t j = 1; j < E; j++)
      if (HPCAB_LD(l[j]) > HPCAB_LD(l[e]))
        e = j;
    acc_t z = 0;
    for (int64_t j = 0; j < E; j++)
      z += HPCAB_EXP(HPCAB_LD(l[j]) - HPCAB_LD(l[e]));
    const acc_t p = 1 / z;
    for (int64_t d = 0; d < D; d++)
      y[d] = b2[e * D + d];
    for (int64_t f = 0; f < FF; f++) {
      const real_t *w1 = W1 + (e * FF + f) * D, *w2 = W2 + (e * FF + f) * D;
      acc_t h = HPCAB_LD(b1[e * FF + f]);
      for (int64_t d = 0; d < D; d++)
        h += HPCAB_LD(w1[d]) * HPCAB_LD(x[d]);
      if (h > 0)
        for (int64_t d = 0; d < D; d++)
          y[d] = HPCAB_ST(HPCAB_LD(y[d]) + h * HPCAB_LD(w2[d]));
    }
    for (int64_t d = 0; d < D; d++)
      y[d] = HPCAB_ST(HPCAB_LD(y[d]) * p);
  }
}
