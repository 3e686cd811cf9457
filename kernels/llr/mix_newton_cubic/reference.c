/* mix_newton_cubic: x = c[i] / p, then niter times x = x - (x^3 + p x - c[i]) / (3 x^2 + p) (the
 * derivative is >= p > 0); r[i] = x. */
#include "hpcab/kernel.h"

void mix_newton_cubic(const real_t *restrict c, real_t *restrict r, int64_t LEN_1D, real_t p, int32_t niter)
{
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t ci = c[i];
    real_t x = ci / p;
    for (int32_t it = 0; it < niter; it++) {
      real_t f = x * x * x + p * x - ci;
      real_t fp = (real_t)3 * x * x + p;
      x = x - f / fp;
    }
    r[i] = x;
  }
}
