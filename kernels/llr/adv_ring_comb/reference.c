/* adv_ring_comb: k = 0; for each i: v = x[i] + g * ring[k]; ring[k] = v; y[i] = v; k = k + 1, back to
 * 0 at M. The ring holds the filter's state on entry and on exit. */
#include "hpcab/kernel.h"

void adv_ring_comb(const real_t *restrict x, real_t *restrict y, real_t *restrict ring, int64_t LEN_1D, int64_t M,
                   real_t g)
{
  int64_t k = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t v = x[i] + g * ring[k];
    ring[k] = v;
    y[i] = v;
    k = k + 1 == M ? 0 : k + 1;
  }
}
