/* mix_piecewise3: three formulas chosen by comparing x[i] with lo and hi (lo < 0 < hi):
 * x < lo: lo * exp(x - lo);  lo <= x <= hi: x * (1 + x/2);  x > hi: hi * (1 + hi/2) + sqrt(x - hi). */
#include "hpcab/kernel.h"

void mix_piecewise3(const real_t *restrict x, real_t *restrict y, int64_t LEN_1D, real_t lo, real_t hi)
{
  const real_t half = (real_t)0.5;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t v = x[i];
    real_t r;
    if (v < lo)
      r = lo * HPCAB_EXP(v - lo);
    else if (v <= hi)
      r = v * ((real_t)1 + half * v);
    else
      r = hi * ((real_t)1 + half * hi) + HPCAB_SQRT(v - hi);
    y[i] = r;
  }
}
