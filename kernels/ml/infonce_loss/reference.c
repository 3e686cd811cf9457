/* infonce_loss: S[i][j] = (sum_d Zq[i][d] Zk[j][d]) / tau (acc_t, rounded to real_t); per row i, with m = max_j S,
 * L[i] = m + log(sum_j exp(S[i][j] - m)) - S[i][i] (from the stored S); loss = (sum_i L[i]) / B. */
#include "hpcab/kernel.h"

void infonce_loss(real_t *restrict S, real_t *restrict L, real_t *restrict loss, const real_t *restrict Zq,
                  const real_t *restrict Zk, int64_t B, int64_t D, real_t tau)
{
  const acc_t t = HPCAB_LD(tau);
  for (int64_t i = 0; i < B; i++)
    for (int64_t j = 0; j < B; j++) {
      acc_t dot = 0;
      for (int64_t d = 0; d < D; d++)
        dot += HPCAB_LD(Zq[i * D + d]) * HPCAB_LD(Zk[j * D + d]);
      S[i * B + j] = HPCAB_ST(dot / t);
    }
  acc_t total = 0;
  for (int64_t i = 0; i < B; i++) {
    const real_t *s = S + i * B;
    acc_t m = HPCAB_LD(s[0]);
    for (int64_t j = 1; j < B; j++)
      if (HPCAB_LD(s[j]) > m)
        m = HPCAB_LD(s[j]);
    acc_t e = 0;
    for (int64_t j = 0; j < B; j++)
      e += HPCAB_EXP(HPCAB_LD(s[j]) - m);
    const acc_t li = m + HPCAB_LOG(e) - HPCAB_LD(s[i]);
    L[i] = HPCAB_ST(li);
    total += li;
  }
  loss[0] = HPCAB_ST(total / (acc_t)B);
}
