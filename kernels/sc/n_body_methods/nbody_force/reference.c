/* nbody_force: a_i = sum over j of m_j (p_j - p_i) / (|p_j - p_i|^2 + eps^2)^(3/2) (j = i adds zero). */
#include "hpcab/kernel.h"
#include <math.h>

void nbody_force(real_t *restrict ax, real_t *restrict ay, real_t *restrict az, const real_t *restrict px,
                 const real_t *restrict py, const real_t *restrict pz, const real_t *restrict m, int64_t N,
                 real_t eps)
{
  for (int64_t i = 0; i < N; i++) {
    real_t sx = 0, sy = 0, sz = 0;
    for (int64_t j = 0; j < N; j++) {
      real_t dx = px[j] - px[i], dy = py[j] - py[i], dz = pz[j] - pz[i];
      real_t d2 = dx * dx + dy * dy + dz * dz + eps * eps;
      real_t inv = (real_t)(1.0 / sqrt((double)d2));
      real_t w = m[j] * inv * inv * inv;
      sx += w * dx;
      sy += w * dy;
      sz += w * dz;
    }
    ax[i] = sx;
    ay[i] = sy;
    az[i] = sz;
  }
}
