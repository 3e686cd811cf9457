/* vocab_softmax: per token row, P[v] = exp((z[v] - m) / temp) / sum_v' exp((z[v'] - m) / temp), m the row
 * maximum, in acc_t. */
#include "hpcab/kernel.h"

void vocab_softmax(real_t *restrict P, const real_t *restrict logits, int64_t T, int64_t V, float temp)
{
  const acc_t inv = 1 / (acc_t)temp;
  for (int64_t t = 0; t < T; t++) {
    const real_t *z = logits + t * V;
    real_t *p = P + t * V;
    acc_t m = HPCAB_LD(z[0]);
    for (int64_t v = 1; v < V; v++)
      if (HPCAB_LD(z[v]) > m)
        m = HPCAB_LD(z[v]);
    acc_t s = 0;
    for (int64_t v = 0; v < V; v++)
      s += HPCAB_EXP((HPCAB_LD(z[v]) - m) * inv);
    for (int64_t v = 0; v < V; v++)
      p[v] = HPCAB_ST(HPCAB_EXP((HPCAB_LD(z[v]) - m) * inv) / s);
  }
}
