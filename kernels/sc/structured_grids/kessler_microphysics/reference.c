/* kessler_microphysics, per column (k = 0 at the surface), with r = 0.001 rho (g/cm^3):
 *   velqr[k] = 36.34 (qr r)^0.1364 sqrt(rho[0] / rho[k]);  pc[k] = 3.8 / (1000 pk^(1/0.2875))
 *   sed[k] = dt (r[k+1] qr[k+1] velqr[k+1] - r[k] qr[k] velqr[k]) / (r[k] dz), sed[top] = -dt qr velqr / (dz/2)
 *   precl = rho[0] qr[0] velqr[0] / 1000 (surface rain rate, m/s of liquid water, from the state on entry)
 * then per level:
 *   qrprod = qc - (qc - dt max(0.001 (qc - 0.001), 0)) / (1 + 2.2 dt qr^0.875)
 *   qc = max(qc - qrprod, 0); qr = max(qr + qrprod + sed, 0)
 *   T = pk theta; qvs = pc exp(17.27 (T - 273) / (T - 36)); prod = (qv - qvs) / (1 + qvs f5 / (T - 36)^2)
 *   ern = min(dt (1.6 + 124.9 (r qr)^0.2046) (r qr)^0.525 / (2.55e8 / (pc qvs) + 5.4e5) max(qvs - qv, 0) / (r qvs),
 *             max(-prod - qc, 0), qr)
 *   theta += 2.5e6 / (1003 pk) (max(prod, -qc) - ern); qv = max(qv - max(prod, -qc) + ern, 0);
 *   qc += max(prod, -qc); qr -= ern
 * with f5 = 237.3 * 17.27 * 2.5e6 / 1003. Evaluated in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

void kessler_microphysics(real_t *restrict theta, real_t *restrict qv, real_t *restrict qc, real_t *restrict qr,
                          real_t *restrict precl, const real_t *restrict rho, const real_t *restrict pk, int64_t NCOL,
                          int64_t NZ, real_t dt, real_t dz)
{
  const real_t f2x = (real_t)17.27, f5 = (real_t)(237.3 * 17.27 * 2500000.0 / 1003.0), xk = (real_t)0.2875;
  const real_t psl = 1000, rhoqr = 1000, zero = 0;
  for (int64_t col = 0; col < NCOL; col++) {
    const int64_t o = col * NZ;
    for (int64_t k = 0; k < NZ; k++) {
      const int64_t c = o + k;
      const real_t r = (real_t)0.001 * rho[c];
      const real_t vel = (real_t)36.34 * pow(qr[c] * r, (real_t)0.1364) * sqrt(rho[o] / rho[c]);
      if (k == 0)
        precl[col] = rho[o] * qr[o] * vel / rhoqr;
      /* fall-out into level k uses level k+1 as it was on entry: k+1 is updated after k */
      real_t sed;
      if (k < NZ - 1) {
        const int64_t u = c + 1;
        const real_t ru = (real_t)0.001 * rho[u];
        const real_t velu = (real_t)36.34 * pow(qr[u] * ru, (real_t)0.1364) * sqrt(rho[o] / rho[u]);
        sed = dt * (ru * qr[u] * velu - r * qr[c] * vel) / (r * dz);
      } else {
        sed = -dt * qr[c] * vel / ((real_t)0.5 * dz);
      }
      const real_t pc = (real_t)3.8 / (pow(pk[c], (real_t)1 / xk) * psl);
      const real_t qrprod =
          qc[c] - (qc[c] - dt * fmax((real_t)0.001 * (qc[c] - (real_t)0.001), zero)) /
                      ((real_t)1 + dt * (real_t)2.2 * pow(qr[c], (real_t)0.875));
      qc[c] = fmax(qc[c] - qrprod, zero);
      qr[c] = fmax(qr[c] + qrprod + sed, zero);
      const real_t T = pk[c] * theta[c];
      const real_t qvs = pc * exp(f2x * (T - (real_t)273) / (T - (real_t)36));
      const real_t prod = (qv[c] - qvs) / ((real_t)1 + qvs * f5 / ((T - (real_t)36) * (T - (real_t)36)));
      const real_t rq = r * qr[c];
      real_t ern = dt * (((real_t)1.6 + (real_t)124.9 * pow(rq, (real_t)0.2046)) * pow(rq, (real_t)0.525)) /
                   ((real_t)2.55e8 / (pc * qvs) + (real_t)5.4e5) * (fmax(qvs - qv[c], zero) / (r * qvs));
      ern = fmin(fmin(ern, fmax(-prod - qc[c], zero)), qr[c]);
      const real_t cond = fmax(prod, -qc[c]);
      theta[c] = theta[c] + (real_t)2500000 / ((real_t)1003 * pk[c]) * (cond - ern);
      qv[c] = fmax(qv[c] - cond + ern, zero);
      qc[c] = qc[c] + cond;
      qr[c] = qr[c] - ern;
    }
  }
}
