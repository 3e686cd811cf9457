/* boris_push: h = qm dt / 2; v- = v + h E; t = h B; s = 2 t / (1 + t.t); v' = v- + v- x t; v+ = v- + v' x s;
 * v = v+ + h E; x += v dt. */
#include "hpcab/kernel.h"

void boris_push(real_t *restrict x, real_t *restrict y, real_t *restrict z, real_t *restrict vx, real_t *restrict vy,
                real_t *restrict vz, const real_t *restrict Ex, const real_t *restrict Ey, const real_t *restrict Ez,
                const real_t *restrict Bx, const real_t *restrict By, const real_t *restrict Bz, int64_t N, real_t qm,
                real_t dt)
{
  const real_t h = qm * dt / 2;
  for (int64_t p = 0; p < N; p++) {
    const real_t mx = vx[p] + h * Ex[p], my = vy[p] + h * Ey[p], mz = vz[p] + h * Ez[p];
    const real_t tx = h * Bx[p], ty = h * By[p], tz = h * Bz[p];
    const real_t f = 2 / (1 + tx * tx + ty * ty + tz * tz);
    const real_t sx = f * tx, sy = f * ty, sz = f * tz;
    const real_t px = mx + (my * tz - mz * ty), py = my + (mz * tx - mx * tz), pz = mz + (mx * ty - my * tx);
    const real_t ux = mx + (py * sz - pz * sy), uy = my + (pz * sx - px * sz), uz = mz + (px * sy - py * sx);
    vx[p] = ux + h * Ex[p];
    vy[p] = uy + h * Ey[p];
    vz[p] = uz + h * Ez[p];
    x[p] += vx[p] * dt;
    y[p] += vy[p] * dt;
    z[p] += vz[p] * dt;
  }
}
