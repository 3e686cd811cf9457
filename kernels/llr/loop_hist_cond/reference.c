/* loop_hist_cond: a histogram over bin[i] whose increment depends on x[i]: +1 where x[i] > 0, -1 where
 * x[i] < -0.5, nothing otherwise. The indirect read-modify-write (bins collide) under a data-dependent
 * condition defeats plain vectorization; privatized histograms or conflict detection are needed. */
#include "hpcab/kernel.h"

void loop_hist_cond(int32_t *restrict h, const int32_t *restrict bin, const real_t *restrict x, int64_t LEN_1D,
                    int64_t NB)
{
  for (int64_t k = 0; k < NB; k++)
    h[k] = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (x[i] > (real_t)0)
      h[bin[i]] += 1;
    else if (x[i] < (real_t)-0.5)
      h[bin[i]] -= 1;
  }
}
