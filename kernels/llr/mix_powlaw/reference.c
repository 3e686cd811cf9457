/* mix_powlaw: y[i] = c * pow(x[i], p) in the run precision (x > 0); s = sum of y (acc_t, i ascending). */
#include <math.h>
#include "hpcab/kernel.h"

#if defined(HPCAB_PREC_F64)
#define MIX_POW pow
#else
#define MIX_POW powf
#endif

void mix_powlaw(const real_t *restrict x, real_t *restrict y, real_t *restrict s, int64_t LEN_1D, real_t c, real_t p)
{
  acc_t sum = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t v = c * MIX_POW(x[i], p);
    y[i] = v;
    sum += (acc_t)v;
  }
  s[0] = (real_t)sum;
}
