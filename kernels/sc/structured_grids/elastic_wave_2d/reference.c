/* elastic_wave_2d, per step, on the interior 1 <= i < NZ-1, 1 <= j < NX-1:
 *   vx += r b (txx[i][j+1] - txx[i][j] + txz[i][j] - txz[i-1][j])
 *   vz += r b (txz[i][j] - txz[i][j-1] + tzz[i+1][j] - tzz[i][j])
 * then, with the new velocities, dx = vx[i][j] - vx[i][j-1], dz = vz[i][j] - vz[i-1][j]:
 *   txx += r ((lam + 2 mu) dx + lam dz);  tzz += r (lam dx + (lam + 2 mu) dz)
 *   txz += r mu (vx[i+1][j] - vx[i][j] + vz[i][j+1] - vz[i][j]). */
#include "hpcab/kernel.h"

void elastic_wave_2d(real_t *restrict vx, real_t *restrict vz, real_t *restrict txx, real_t *restrict tzz,
                     real_t *restrict txz, const real_t *restrict buoy, const real_t *restrict lam,
                     const real_t *restrict mu, int64_t NT, int64_t NZ, int64_t NX, real_t r)
{
  for (int64_t t = 0; t < NT; t++) {
    for (int64_t i = 1; i < NZ - 1; i++)
      for (int64_t j = 1; j < NX - 1; j++) {
        int64_t c = i * NX + j;
        real_t rb = r * buoy[c];
        vx[c] += rb * (txx[c + 1] - txx[c] + txz[c] - txz[c - NX]);
        vz[c] += rb * (txz[c] - txz[c - 1] + tzz[c + NX] - tzz[c]);
      }
    for (int64_t i = 1; i < NZ - 1; i++)
      for (int64_t j = 1; j < NX - 1; j++) {
        int64_t c = i * NX + j;
        real_t dx = vx[c] - vx[c - 1], dz = vz[c] - vz[c - NX];
        real_t l = lam[c], m2 = l + 2 * mu[c];
        txx[c] += r * (m2 * dx + l * dz);
        tzz[c] += r * (l * dx + m2 * dz);
        txz[c] += r * mu[c] * (vx[c + NX] - vx[c] + vz[c + 1] - vz[c]);
      }
  }
}
