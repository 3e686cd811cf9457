/* greedy_decode_step: per row, next = the first v with X[v] maximal; s = sum_v exp((X[v] - max) / temp) in
 * acc_t; P[v] = exp((X[v] - max) / temp) / s; logp = -log(s). */
#include "hpcab/kernel.h"

void greedy_decode_step(real_t *restrict P, int32_t *restrict next, real_t *restrict logp, const real_t *restrict X,
                        int64_t B, int64_t V, real_t temp)
{
  const acc_t t = HPCAB_LD(temp);
  for (int64_t b = 0; b < B; b++) {
    const real_t *x = X + b * V;
    int64_t best = 0;
    acc_t m = HPCAB_LD(x[0]);
    for (int64_t v = 1; v < V; v++)
      if (HPCAB_LD(x[v]) > m) {
        m = HPCAB_LD(x[v]);
        best = v;
      }
    acc_t s = 0;
    for (int64_t v = 0; v < V; v++)
      s += HPCAB_EXP((HPCAB_LD(x[v]) - m) / t);
    for (int64_t v = 0; v < V; v++)
      P[b * V + v] = HPCAB_ST(HPCAB_EXP((HPCAB_LD(x[v]) - m) / t) / s);
    next[b] = (int32_t)best;
    logp[b] = HPCAB_ST(-HPCAB_LOG(s));
  }
}
