/* moist_static_energy, per column (all in the run precision; log from tgmath):
 *   pass 1 (top down): p = ptop; p += dp[k]; zf[k] = p (the bottom interface of layer k, kept in zf)
 *   pass 2 (k = NLEV-1 .. 0): pb = zf[k], pt = k > 0 ? zf[k-1] : ptop, tv = T (1 + 0.608 q),
 *     l = log(pb / pt), zf[k] = phi + Rd tv (1 - pt l / dp[k]), phi += Rd tv l (phi starts at phis),
 *     h[k] = cp T + zf[k] + Lv q, s += h[k] dp[k]
 *   hint = s / g. */
#include "hpcab/kernel.h"
#include <tgmath.h>

#define RD ((real_t)287.04)
#define CP ((real_t)1004.64)
#define LV ((real_t)2.501e6)
#define GRAV ((real_t)9.80616)

void moist_static_energy(real_t *restrict zf, real_t *restrict h, real_t *restrict hint, const real_t *restrict T,
                         const real_t *restrict q, const real_t *restrict dp, const real_t *restrict phis,
                         int64_t NCOL, int64_t NLEV, real_t ptop)
{
  for (int64_t c = 0; c < NCOL; c++) {
    real_t *Z = zf + c * NLEV, *H = h + c * NLEV;
    const real_t *Tc = T + c * NLEV, *Q = q + c * NLEV, *DP = dp + c * NLEV;
    real_t p = ptop;
    for (int64_t k = 0; k < NLEV; k++) {
      p += DP[k];
      Z[k] = p;
    }
    real_t phi = phis[c], s = 0;
    for (int64_t k = NLEV - 1; k >= 0; k--) {
      const real_t pb = Z[k], pt = k > 0 ? Z[k - 1] : ptop;
      const real_t tv = Tc[k] * (1 + (real_t)0.608 * Q[k]);
      const real_t l = log(pb / pt);
      Z[k] = phi + RD * tv * (1 - pt * l / DP[k]);
      phi += RD * tv * l;
      H[k] = CP * Tc[k] + Z[k] + LV * Q[k];
      s += H[k] * DP[k];
    }
    hint[c] = s / GRAV;
  }
}
