/* elastic_vs_3d_4th: on the interior 2 <= i < NX-2, 2 <= j < NY-2, 2 <= k < NZ-2 (c = (k NY + j) NX + i),
 * with the fourth-order staggered differences along a stride s
 *   P(f) = c1 (f[c+s] - f[c]) + c2 (f[c+2s] - f[c-s])      (forward half point)
 *   M(f) = c1 (f[c] - f[c-s]) + c2 (f[c+s] - f[c-2s])      (backward half point)
 * first, for every point, rb = r buoy:
 *   vx += rb (Px(sxx) + My(sxy) + Mz(sxz)); vy += rb (Mx(sxy) + Py(syy) + Mz(syz));
 *   vz += rb (Mx(sxz) + My(syz) + Pz(szz))
 * then, with the new velocities, ex = Mx(vx), ey = My(vy), ez = Mz(vz), l = lam, m2 = l + 2 mu:
 *   sxx += r (m2 ex + l (ey + ez)); syy += r (m2 ey + l (ex + ez)); szz += r (m2 ez + l (ex + ey))
 *   sxy += r mu (Py(vx) + Px(vy)); sxz += r mu (Pz(vx) + Px(vz)); syz += r mu (Pz(vy) + Py(vz)). */
#include "hpcab/kernel.h"

#define C1 ((real_t)1.125)
#define C2 ((real_t)(-1.0 / 24.0))
#define P(f, s) (C1 * ((f)[c + (s)] - (f)[c]) + C2 * ((f)[c + 2 * (s)] - (f)[c - (s)]))
#define M(f, s) (C1 * ((f)[c] - (f)[c - (s)]) + C2 * ((f)[c + (s)] - (f)[c - 2 * (s)]))

void elastic_vs_3d_4th(real_t *restrict vx, real_t *restrict vy, real_t *restrict vz, real_t *restrict sxx,
                       real_t *restrict syy, real_t *restrict szz, real_t *restrict sxy, real_t *restrict sxz,
                       real_t *restrict syz, const real_t *restrict buoy, const real_t *restrict lam,
                       const real_t *restrict mu, int64_t NZ, int64_t NY, int64_t NX, real_t r)
{
  const int64_t sy = NX, sz = NX * NY;
  for (int64_t k = 2; k < NZ - 2; k++)
    for (int64_t j = 2; j < NY - 2; j++)
      for (int64_t i = 2; i < NX - 2; i++) {
        const int64_t c = (k * NY + j) * NX + i;
        const real_t rb = r * buoy[c];
        vx[c] += rb * (P(sxx, 1) + M(sxy, sy) + M(sxz, sz));
        vy[c] += rb * (M(sxy, 1) + P(syy, sy) + M(syz, sz));
        vz[c] += rb * (M(sxz, 1) + M(syz, sy) + P(szz, sz));
      }
  for (int64_t k = 2; k < NZ - 2; k++)
    for (int64_t j = 2; j < NY - 2; j++)
      for (int64_t i = 2; i < NX - 2; i++) {
        const int64_t c = (k * NY + j) * NX + i;
        const real_t ex = M(vx, 1), ey = M(vy, sy), ez = M(vz, sz);
        const real_t l = lam[c], m2 = l + 2 * mu[c], rm = r * mu[c];
        sxx[c] += r * (m2 * ex + l * (ey + ez));
        syy[c] += r * (m2 * ey + l * (ex + ez));
        szz[c] += r * (m2 * ez + l * (ex + ey));
        sxy[c] += rm * (P(vx, sy) + P(vy, 1));
        sxz[c] += rm * (P(vx, sz) + P(vz, 1));
        syz[c] += rm * (P(vy, sz) + P(vz, sy));
      }
}
