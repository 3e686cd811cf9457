/* mix_quant_rne: v = x[i] * scale (real_t), r = rint(v) (round half to even), q[i] = r clamped to
 * [-128, 127]; nsat counts the elements where r lay outside. */
#include <math.h>
#include "hpcab/kernel.h"

void mix_quant_rne(const real_t *restrict x, int8_t *restrict q, int64_t *restrict nsat, int64_t LEN_1D, real_t scale)
{
  int64_t n = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t v = x[i] * scale;
    double r = rint((double)v);
    if (r > 127.0) {
      r = 127.0;
      n++;
    } else if (r < -128.0) {
      r = -128.0;
      n++;
    }
    q[i] = (int8_t)r;
  }
  nsat[0] = n;
}
