/* chebyshev_clenshaw: for each series f and point j, with t = x[j] + x[j]: b1 = b2 = 0;
 * for k = NC-1 down to 1: b0 = c[f][k] + t b1 - b2, b2 = b1, b1 = b0; y[f][j] = c[f][0] + x[j] b1 - b2. */
#include "hpcab/kernel.h"

void chebyshev_clenshaw(real_t *restrict y, const real_t *restrict c, const real_t *restrict x, int64_t NF, int64_t NC,
                        int64_t NX)
{
  for (int64_t f = 0; f < NF; f++) {
    const real_t *cf = c + f * NC;
    for (int64_t j = 0; j < NX; j++) {
      const real_t xj = x[j], t = xj + xj;
      real_t b1 = 0, b2 = 0;
      for (int64_t k = NC - 1; k >= 1; k--) {
        const real_t b0 = cf[k] + t * b1 - b2;
        b2 = b1;
        b1 = b0;
      }
      y[f * NX + j] = cf[0] + xj * b1 - b2;
    }
  }
}
