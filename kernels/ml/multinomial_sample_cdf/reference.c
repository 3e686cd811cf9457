/* multinomial_sample_cdf: total = sum_v P[v] in index order (acc_t); thr = u * total; token = the first v with
 * P[0] + ... + P[v] > thr (the same running sum; V - 1 when none); prob = P[token] / total. */
#include "hpcab/kernel.h"

void multinomial_sample_cdf(int32_t *restrict token, real_t *restrict prob, const real_t *restrict P,
                            const real_t *restrict u, int64_t B, int64_t V)
{
  for (int64_t b = 0; b < B; b++) {
    const real_t *p = P + b * V;
    acc_t total = 0;
    for (int64_t v = 0; v < V; v++)
      total += HPCAB_LD(p[v]);
    const acc_t thr = HPCAB_LD(u[b]) * total;
    acc_t cum = 0;
    int64_t t = V - 1;
    for (int64_t v = 0; v < V; v++) {
      cum += HPCAB_LD(p[v]);
      if (cum > thr) {
        t = v;
        break;
      }
    }
    token[b] = (int32_t)t;
    prob[b] = HPCAB_ST(HPCAB_LD(p[t]) / total);
  }
}
