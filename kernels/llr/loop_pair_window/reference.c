/* loop_pair_window: a two-index loop over the pairs (i, j) with 0 < |i - j| <= W, clipped at the
 * ends: a short-range pair interaction summed per element (each i computes its own sum; the symmetric
 * pair term could be computed once per pair). The inner trip count varies near the ends and j == i is
 * skipped. */
#include "hpcab/kernel.h"

void loop_pair_window(real_t *restrict e, const real_t *restrict x, const real_t *restrict q, int64_t LEN_1D, int64_t W)
{
  for (int64_t i = 0; i < LEN_1D; i++) {
    int64_t lo = i - W > 0 ? i - W : 0;
    int64_t hi = i + W < LEN_1D - 1 ? i + W : LEN_1D - 1;
    acc_t xi = HPCAB_LD(x[i]);
    acc_t s = 0;
    for (int64_t j = lo; j <= hi; j++) {
      if (j != i) {
        acc_t d = xi - HPCAB_LD(x[j]);
        s += HPCAB_LD(q[j]) / ((acc_t)1 + d * d);
      }
    }
    e[i] = HPCAB_ST(HPCAB_LD(q[i]) * s);
  }
}
