/* hmm_alignment_loglik: per sequence b, ll = sum_t [x[t][a_t] - m_t - log(sum_s exp(x[t][s] - m_t))] (m_t the
 * frame's max) + sum_{t >= 1} logA[a_{t-1}][a_t], accumulated in acc_t frame by frame in order. */
#include "hpcab/kernel.h"

void hmm_alignment_loglik(real_t *restrict ll, const real_t *restrict X, const int32_t *restrict align,
                          const real_t *restrict logA, int64_t B, int64_t T, int64_t S)
{
  for (int64_t b = 0; b < B; b++) {
    acc_t total = 0;
    for (int64_t t = 0; t < T; t++) {
      const real_t *x = X + (b * T + t) * S;
      const int64_t a = align[b * T + t];
      acc_t m = HPCAB_LD(x[0]);
      for (int64_t s = 1; s < S; s++)
        if (HPCAB_LD(x[s]) > m)
          m = HPCAB_LD(x[s]);
      acc_t e = 0;
      for (int64_t s = 0; s < S; s++)
        e += HPCAB_EXP(HPCAB_LD(x[s]) - m);
      total += HPCAB_LD(x[a]) - m - HPCAB_LOG(e);
      if (t > 0)
        total += HPCAB_LD(logA[(int64_t)align[b * T + t - 1] * S + a]);
    }
    ll[b] = HPCAB_ST(total);
  }
}
