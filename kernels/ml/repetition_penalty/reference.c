/* repetition_penalty: Y = X, then for every token t in the row's history (each once: the value is
 * recomputed from X) Y[t] = X[t] / penalty when X[t] > 0, else X[t] * penalty (in acc_t). */
#include "hpcab/kernel.h"

void repetition_penalty(real_t *restrict Y, const real_t *restrict X, const int32_t *restrict hist, int64_t B,
                        int64_t V, int64_t L, real_t penalty)
{
  const acc_t p = HPCAB_LD(penalty);
  for (int64_t b = 0; b < B; b++) {
    for (int64_t v = 0; v < V; v++)
      Y[b * V + v] = X[b * V + v];
    for (int64_t l = 0; l < L; l++) {
      const int64_t t = hist[b * L + l];
      const acc_t x = HPCAB_LD(X[b * V + t]);
      Y[b * V + t] = HPCAB_ST(x > 0 ? x / p : x * p);
    }
  }
}
