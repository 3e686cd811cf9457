/* sw_two_stream_adding, per column, per layer k (od, w = ssa, g):
 *   g1 = 2 - w (1.25 + 0.75 g), g2 = w (0.75 - 0.75 g), g3 = 0.5 - 0.75 g mu0, g4 = 1 - g3
 *   a1 = g1 g4 + g2 g3, a2 = g1 g3 + g2 g4, kk = sqrt(max((g1 - g2) (g1 + g2), 1e-12))
 *   e = exp(-kk od), e2 = e^2, k2e = 2 kk e, rf = 1 / (kk + g1 + (kk - g1) e2)
 *   rd = g2 (1 - e2) rf, td = k2e rf, tdir = exp(-od / mu0), km = kk mu0
 *   rf2 = w rf / (1 - km^2)
 *   rdir = rf2 ((1 - km) (a2 + kk g3) - (1 + km) (a2 - kk g3) e2 - k2e (g3 - a2 mu0) tdir)
 *   tdd = rf2 (k2e (g4 + a1 mu0) - tdir ((1 + km) (a1 + kk g4) - (1 - km) (a1 - kk g4) e2))
 *   rdir = max(0, min(rdir, 1 - tdir)); tdd = max(0, min(tdd, 1 - tdir - rdir))
 * fdir[0] = mu0, fdir[k+1] = fdir[k] tdir[k]; A[NLEV] = alb, S[NLEV] = alb fdir[NLEV]; for k = NLEV-1 .. 0:
 *   inv[k] = 1 / (1 - A[k+1] rd[k]); A[k] = rd[k] + td[k]^2 A[k+1] inv[k]
 *   S[k] = rdir[k] fdir[k] + td[k] (S[k+1] + A[k+1] tdd[k] fdir[k]) inv[k]
 * fdiff[0] = 0, flux_up[0] = S[0]; for k = 0 .. NLEV-1:
 *   fdiff[k+1] = (td[k] fdiff[k] + rd[k] S[k+1] + tdd[k] fdir[k]) inv[k], flux_up[k+1] = A[k+1] fdiff[k+1] + S[k+1]
 * flux_dn = fdiff + fdir, flux_dn_dir = fdir. exp and sqrt in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

#define MAXLEV 256

void sw_two_stream_adding(real_t *restrict flux_up, real_t *restrict flux_dn, real_t *restrict flux_dn_dir,
                          const real_t *restrict od, const real_t *restrict ssa, const real_t *restrict g,
                          const real_t *restrict alb, int64_t NCOL, int64_t NLEV, int64_t NLEV1, real_t mu0)
{
  real_t rd[MAXLEV], td[MAXLEV], rdir[MAXLEV], tdd[MAXLEV], inv[MAXLEV], A[MAXLEV + 1], S[MAXLEV + 1],
      fdir[MAXLEV + 1];
  for (int64_t c = 0; c < NCOL; c++) {
    const real_t *OD = od + c * NLEV, *W = ssa + c * NLEV, *G = g + c * NLEV;
    real_t *UP = flux_up + c * NLEV1, *DN = flux_dn + c * NLEV1, *DIR = flux_dn_dir + c * NLEV1;
    fdir[0] = mu0;
    for (int64_t k = 0; k < NLEV; k++) {
      const real_t w = W[k], f = (real_t)0.75 * G[k];
      const real_t g1 = 2 - w * ((real_t)1.25 + f), g2 = w * ((real_t)0.75 - f);
      const real_t g3 = (real_t)0.5 - f * mu0, g4 = 1 - g3;
      const real_t a1 = g1 * g4 + g2 * g3, a2 = g1 * g3 + g2 * g4;
      const real_t kk = sqrt(fmax((g1 - g2) * (g1 + g2), (real_t)1e-12));
      const real_t e = exp(-kk * OD[k]), e2 = e * e, k2e = 2 * kk * e;
      const real_t rf = 1 / (kk + g1 + (kk - g1) * e2);
      rd[k] = g2 * (1 - e2) * rf;
      td[k] = k2e * rf;
      const real_t tdir = exp(-OD[k] / mu0), km = kk * mu0;
      const real_t rf2 = w * rf / (1 - km * km);
      real_t rdk = rf2 * ((1 - km) * (a2 + kk * g3) - (1 + km) * (a2 - kk * g3) * e2 - k2e * (g3 - a2 * mu0) * tdir);
      real_t tddk = rf2 * (k2e * (g4 + a1 * mu0) - tdir * ((1 + km) * (a1 + kk * g4) - (1 - km) * (a1 - kk * g4) * e2));
      rdk = fmax((real_t)0, fmin(rdk, 1 - tdir));
      tddk = fmax((real_t)0, fmin(tddk, 1 - tdir - rdk));
      rdir[k] = rdk;
      tdd[k] = tddk;
      fdir[k + 1] = fdir[k] * tdir;
    }
    A[NLEV] = alb[c];
    S[NLEV] = alb[c] * fdir[NLEV];
    for (int64_t k = NLEV - 1; k >= 0; k--) {
      inv[k] = 1 / (1 - A[k + 1] * rd[k]);
      A[k] = rd[k] + td[k] * td[k] * A[k + 1] * inv[k];
      S[k] = rdir[k] * fdir[k] + td[k] * (S[k + 1] + A[k + 1] * tdd[k] * fdir[k]) * inv[k];
    }
    real_t fdiff = 0;
    UP[0] = S[0];
    DN[0] = fdir[0];
    DIR[0] = fdir[0];
    for (int64_t k = 0; k < NLEV; k++) {
      fdiff = (td[k] * fdiff + rd[k] * S[k + 1] + tdd[k] * fdir[k]) * inv[k];
      UP[k + 1] = A[k + 1] * fdiff + S[k + 1];
      DN[k + 1] = fdiff + fdir[k + 1];
      DIR[k + 1] = fdir[k + 1];
    }
  }
}
