/* gumbel_softmax_hard: the forward values of PyTorch's gumbel_softmax(hard = True) with the Gumbel noise G
 * given as an input: per row, s = X + G (in acc_t) and m its maximum; Ysoft = exp((s - m) / tau) / sum of the
 * same, Yhard = 1 at the first c where s[c] == m and 0 elsewhere (the first maximum of (x + g) / tau, tau > 0). */
#include "hpcab/kernel.h"

void gumbel_softmax_hard(real_t *restrict Ysoft, real_t *restrict Yhard, const real_t *restrict X,
                         const real_t *restrict G, int64_t R, int64_t C, float tau)
{
  const acc_t t = (acc_t)tau;
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C, *g = G + r * C;
    int64_t best = 0;
    acc_t m = HPCAB_LD(x[0]) + HPCAB_LD(g[0]);
    for (int64_t c = 1; c < C; c++) {
      const acc_t s = HPCAB_LD(x[c]) + HPCAB_LD(g[c]);
      if (s > m) {
        m = s;
        best = c;
      }
    }
    acc_t sum = 0;
    for (int64_t c = 0; c < C; c++)
      sum += HPCAB_EXP((HPCAB_LD(x[c]) + HPCAB_LD(g[c]) - m) / t);
    for (int64_t c = 0; c < C; c++) {
      Ysoft[r * C + c] = HPCAB_ST(HPCAB_EXP((HPCAB_LD(x[c]) + HPCAB_LD(g[c]) - m) / t) / sum);
      Yhard[r * C + c] = HPCAB_ST(c == best ? (acc_t)1 : (acc_t)0);
    }
  }
}
