/* ewald_reciprocal_space: for nz, ny, nx in [-KMAX, KMAX] (nz outer, nx inner) with 0 < n.n <= KMAX^2:
 * k = 2 pi n, k2 = k.k, A = 4 pi exp(-k2 / (4 alpha^2)) / k2;
 * Sr = sum_j q_j cos(k.r_j), Si = sum_j q_j sin(k.r_j) (j ascending); E += A/2 (Sr^2 + Si^2);
 * then for every j: g = A q_j (sin(k.r_j) Sr - cos(k.r_j) Si), F_j += g k.
 * sin, cos and exp in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

void ewald_reciprocal_space(real_t *restrict fx, real_t *restrict fy, real_t *restrict fz, real_t *restrict energy,
                            const real_t *restrict x, const real_t *restrict y, const real_t *restrict z,
                            const real_t *restrict q, int64_t N, int64_t KMAX, real_t alpha)
{
  const real_t tpi = (real_t)(2 * 3.14159265358979323846), fpi = (real_t)(4 * 3.14159265358979323846);
  const real_t b = 1 / (4 * alpha * alpha);
  real_t e = 0;
  for (int64_t j = 0; j < N; j++)
    fx[j] = fy[j] = fz[j] = 0;
  for (int64_t nz = -KMAX; nz <= KMAX; nz++)
    for (int64_t ny = -KMAX; ny <= KMAX; ny++)
      for (int64_t nx = -KMAX; nx <= KMAX; nx++) {
        const int64_t n2 = nx * nx + ny * ny + nz * nz;
        if (n2 == 0 || n2 > KMAX * KMAX)
          continue;
        const real_t kx = tpi * (real_t)nx, ky = tpi * (real_t)ny, kz = tpi * (real_t)nz;
        const real_t k2 = kx * kx + ky * ky + kz * kz;
        const real_t A = fpi * exp(-k2 * b) / k2;
        real_t sr = 0, si = 0;
        for (int64_t j = 0; j < N; j++) {
          const real_t ph = kx * x[j] + ky * y[j] + kz * z[j];
          sr += q[j] * cos(ph);
          si += q[j] * sin(ph);
        }
        e += A / 2 * (sr * sr + si * si);
        for (int64_t j = 0; j < N; j++) {
          const real_t ph = kx * x[j] + ky * y[j] + kz * z[j];
          const real_t g = A * q[j] * (sin(ph) * sr - cos(ph) * si);
          fx[j] += g * kx;
          fy[j] += g * ky;
          fz[j] += g * kz;
        }
      }
  energy[0] = e;
}
