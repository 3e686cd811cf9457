/* mix_polar_soa: r[i] = hypot(x[i], y[i]), t[i] = atan2(y[i], x[i]) (the run precision's functions). */
#include <math.h>
#include "hpcab/kernel.h"

#if defined(HPCAB_PREC_F64)
#define MIX_HYPOT hypot
#define MIX_ATAN2 atan2
#else
#define MIX_HYPOT hypotf
#define MIX_ATAN2 atan2f
#endif

void mix_polar_soa(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, real_t *restrict t,
                   int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++) {
    r[i] = MIX_HYPOT(x[i], y[i]);
    t[i] = MIX_ATAN2(y[i], x[i]);
  }
}
