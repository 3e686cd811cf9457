/* power_iteration: K times: y[i] = sum_j A[i][j] x[j] (j ascending); lam = sum_i x[i] y[i];
 * nrm = sqrt(sum_i y[i]^2); x[i] = y[i] / nrm. */
#include "hpcab/kernel.h"
#include <math.h>

void power_iteration(const real_t *restrict A, real_t *restrict x, real_t *restrict y,
                     real_t *restrict lam, int64_t N, int64_t K)
{
  for (int64_t it = 0; it < K; it++) {
    for (int64_t i = 0; i < N; i++) {
      real_t s = 0;
      for (int64_t j = 0; j < N; j++)
        s += A[i * N + j] * x[j];
      y[i] = s;
    }
    real_t l = 0, q = 0;
    for (int64_t i = 0; i < N; i++) {
      l += x[i] * y[i];
      q += y[i] * y[i];
    }
    real_t nrm = (real_t)sqrt((double)q);
    for (int64_t i = 0; i < N; i++)
      x[i] = y[i] / nrm;
    lam[0] = l;
  }
}
