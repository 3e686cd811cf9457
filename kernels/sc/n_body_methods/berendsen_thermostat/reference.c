/* berendsen_thermostat (accumulations in acc_t, in particle order):
 *   M = sum m, P = sum m v (per component), vcm = P / M; v -= vcm
 *   K = 1/2 sum m (vx^2 + vy^2 + vz^2); T = 2 K / (3 N - 3)
 *   lambda = sqrt(1 + dt_tau (T0 / T - 1)) (1 when T = 0), clamped to [0.8, 1.25]; v *= lambda
 *   ekin = {K, lambda^2 K}. */
#include "hpcab/kernel.h"
#include <tgmath.h>

void berendsen_thermostat(real_t *restrict v, const real_t *restrict m, real_t *restrict ekin, int64_t N,
                          real_t dt_tau, real_t T0)
{
  acc_t M = 0, px = 0, py = 0, pz = 0;
  for (int64_t i = 0; i < N; i++) {
    M += m[i];
    px += m[i] * v[3 * i];
    py += m[i] * v[3 * i + 1];
    pz += m[i] * v[3 * i + 2];
  }
  const real_t cx = (real_t)(px / M), cy = (real_t)(py / M), cz = (real_t)(pz / M);
  acc_t k2 = 0;
  for (int64_t i = 0; i < N; i++) {
    const real_t ux = v[3 * i] - cx, uy = v[3 * i + 1] - cy, uz = v[3 * i + 2] - cz;
    v[3 * i] = ux, v[3 * i + 1] = uy, v[3 * i + 2] = uz;
    k2 += m[i] * (ux * ux + uy * uy + uz * uz);
  }
  const acc_t K = (acc_t)0.5 * k2;
  const acc_t T = 2 * K / (acc_t)(3 * N - 3);
  acc_t lam = 1;
  if (T > 0)
    lam = sqrt(1 + (acc_t)dt_tau * ((acc_t)T0 / T - 1));
  if (lam < (acc_t)0.8)
    lam = (acc_t)0.8;
  if (lam > (acc_t)1.25)
    lam = (acc_t)1.25;
  const real_t l = (real_t)lam;
  for (int64_t i = 0; i < 3 * N; i++)
    v[i] *= l;
  ekin[0] = (real_t)K;
  ekin[1] = (real_t)(lam * lam * K);
}
