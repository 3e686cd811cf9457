/* mix_dist3_aos: d[i] = |p[i] - q| for 3-D points p[i] = (p[3i], p[3i+1], p[3i+2]); s = sum of d (acc_t,
 * i ascending). */
#include "hpcab/kernel.h"

void mix_dist3_aos(const real_t *restrict p, const real_t *restrict q, real_t *restrict d, real_t *restrict s,
                   int64_t LEN_1D)
{
  real_t q0 = q[0], q1 = q[1], q2 = q[2];
  acc_t sum = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t dx = p[3 * i] - q0;
    real_t dy = p[3 * i + 1] - q1;
    real_t dz = p[3 * i + 2] - q2;
    real_t v = HPCAB_SQRT(dx * dx + dy * dy + dz * dz);
    d[i] = v;
    sum += (acc_t)v;
  }
  s[0] = (real_t)sum;
}
