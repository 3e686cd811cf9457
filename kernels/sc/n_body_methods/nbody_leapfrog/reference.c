/* nbody_leapfrog, per step: v += a dt/2; p += v dt; a_i = sum_j m_j (p_j - p_i) / (|p_j - p_i|^2 + eps^2)^(3/2)
 * (j ascending, j = i contributing zero); v += a dt/2. */
#include "hpcab/kernel.h"
#include <math.h>

void nbody_leapfrog(real_t *restrict px, real_t *restrict py, real_t *restrict pz, real_t *restrict vx,
                    real_t *restrict vy, real_t *restrict vz, real_t *restrict ax, real_t *restrict ay,
                    real_t *restrict az, const real_t *restrict m, int64_t NT, int64_t N, real_t dt, real_t eps)
{
  const real_t half = dt / 2;
  for (int64_t t = 0; t < NT; t++) {
    for (int64_t i = 0; i < N; i++) {
      vx[i] += half * ax[i];
      vy[i] += half * ay[i];
      vz[i] += half * az[i];
      px[i] += dt * vx[i];
      py[i] += dt * vy[i];
      pz[i] += dt * vz[i];
    }
    for (int64_t i = 0; i < N; i++) {
      real_t sx = 0, sy = 0, sz = 0;
      for (int64_t j = 0; j < N; j++) {
        const real_t dx = px[j] - px[i], dy = py[j] - py[i], dz = pz[j] - pz[i];
        const real_t d2 = dx * dx + dy * dy + dz * dz + eps * eps;
        const real_t inv = (real_t)(1.0 / sqrt((double)d2));
        const real_t w = m[j] * inv * inv * inv;
        sx += w * dx;
        sy += w * dy;
        sz += w * dz;
      }
      ax[i] = sx;
      ay[i] = sy;
      az[i] = sz;
    }
    for (int64_t i = 0; i < N; i++) {
      vx[i] += half * ax[i];
      vy[i] += half * ay[i];
      vz[i] += half * az[i];
    }
  }
}
