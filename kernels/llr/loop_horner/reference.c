/* loop_horner: each element evaluates a polynomial whose coefficients come from an array, by Horner's
 * rule (an inlined function-like inner loop with a short carried recurrence, trip count D known only at
 * run time). Independent across i: vectorize the outer loop, or unroll the inner one. */
#include "hpcab/kernel.h"

void loop_horner(real_t *restrict y, const real_t *restrict x, const real_t *restrict c, int64_t LEN_1D, int64_t D)
{
  for (int64_t i = 0; i < LEN_1D; i++) {
    acc_t xi = HPCAB_LD(x[i]);
    acc_t p = HPCAB_LD(c[D - 1]);
    for (int64_t k = D - 2; k >= 0; k--)
      p = p * xi + HPCAB_LD(c[k]);
    y[i] = HPCAB_ST(p);
  }
}
