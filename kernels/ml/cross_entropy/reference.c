/* cross_entropy: loss = (1/N) sum_n (m_n + log sum_c exp(z[n][c] - m_n) - z[n][labels[n]]), m_n the row
 * maximum, all in acc_t. */
#include "hpcab/kernel.h"

void cross_entropy(real_t *restrict loss, const real_t *restrict logits, const int32_t *restrict labels, int64_t N,
                   int64_t C)
{
  acc_t total = 0;
  for (int64_t n = 0; n < N; n++) {
    const real_t *z = logits + n * C;
    acc_t m = HPCAB_LD(z[0]);
    for (int64_t c = 1; c < C; c++)
      if (HPCAB_LD(z[c]) > m)
        m = HPCAB_LD(z[c]);
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++)
      s += HPCAB_EXP(HPCAB_LD(z[c]) - m);
    total += m + HPCAB_LOG(s) - HPCAB_LD(z[labels[n]]);
  }
  loss[0] = HPCAB_ST(total / (acc_t)N);
}
