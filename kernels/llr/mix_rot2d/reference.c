/* mix_rot2d: rotate (x[i], y[i]) by the angle t[i]: xo = c x - s y, yo = s x + c y, c = cos t[i],
 * s = sin t[i] (in the run precision). */
#include <math.h>
#include "hpcab/kernel.h"

#if defined(HPCAB_PREC_F64)
#define MIX_COS cos
#define MIX_SIN sin
#else
#define MIX_COS cosf
#define MIX_SIN sinf
#endif

void mix_rot2d(const real_t *restrict x, const real_t *restrict y, const real_t *restrict t, real_t *restrict xo,
               real_t *restrict yo, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t c = MIX_COS(t[i]);
    real_t s = MIX_SIN(t[i]);
    xo[i] = c * x[i] - s * y[i];
    yo[i] = s * x[i] + c * y[i];
  }
}
