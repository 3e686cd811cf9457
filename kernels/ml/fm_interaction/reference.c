/* fm_interaction: factorization-machine second-order term. For each sample b and dimension d:
 * s = sum_f v[b][f][d], q = sum_f v[b][f][d]^2 (f ascending); out[b] = 0.5 * sum_d (s*s - q). */
#include "hpcab/kernel.h"

void fm_interaction(real_t *restrict out, const real_t *restrict v, int64_t B, int64_t F, int64_t D)
{
  for (int64_t b = 0; b < B; b++) {
    real_t t = 0;
    for (int64_t d = 0; d < D; d++) {
      real_t s = 0, q = 0;
      for (int64_t f = 0; f < F; f++) {
        const real_t x = v[(b * F + f) * D + d];
        s += x;
        q += x * x;
      }
      t += s * s - q;
    }
    out[b] = (real_t)0.5 * t;
  }
}
