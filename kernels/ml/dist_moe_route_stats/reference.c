/* dist_moe_route_stats, serial: token t goes to the expert e maximizing x[t] . Wg[e] (the lowest e on a
   tie); counts[e] tokens go to e, gsum[e] is the sum of their x. */
#include "hpcab/kernel.h"

void dist_moe_route_stats(int64_t *restrict counts, real_t *restrict gsum, const real_t *restrict x,
                          const real_t *restrict Wg, int64_t T, int64_t D, int64_t E)
{
  for (int64_t e = 0; e < E; e++) {
    counts[e] = 0;
    for (int64_t d = 0; d < D; d++)
      gsum[e * D + d] = HPCAB_ST(0);
  }
  for (int64_t t = 0; t < T; t++) {
    int64_t best = 0;
    acc_t best_score = 0;
    for (int64_t e = 0; e < E; e++) {
      acc_t s = 0;
      for (int64_t d = 0; d < D; d++)
        s += HPCAB_LD(x[t * D + d]) * HPCAB_LD(Wg[e * D + d]);
      if (e == 0 || s > best_score) {
        best = e;
        best_score = s;
      }
    }
    counts[best]++;
    for (int64_t d = 0; d < D; d++)
      gsum[best * D + d] = HPCAB_ST(HPCAB_LD(gsum[best * D + d]) + HPCAB_LD(x[t * D + d]));
  }
}
