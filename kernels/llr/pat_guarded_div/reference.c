/* pat_guarded_div: den = c[i] - t; b[i] = a[i] / den where den > tau or den < -tau, else b[i] = a[i]. */
#include "hpcab/kernel.h"

void pat_guarded_div(const real_t *restrict a, const real_t *restrict c, real_t *restrict b, int64_t N, real_t t,
                     real_t tau)
{
  for (int64_t i = 0; i < N; i++) {
    real_t den = c[i] - t;
    if (den > tau || den < -tau)
      b[i] = a[i] / den;
    else
      b[i] = a[i];
  }
}
