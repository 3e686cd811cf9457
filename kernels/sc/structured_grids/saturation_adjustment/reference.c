/* saturation_adjustment, per cell, lc = L/cp = 2.501e6 / 1004.64, eps = 0.622:
 *   qs(T) = eps es / (p - (1 - eps) es), es = 610.78 exp(17.27 (T - 273.16) / (T - 35.86))
 *   Tg = T - lc qc, qt = qv + qc
 *   qt <= qs(Tg): T = Tg, qv = qt, qc = 0 (all cloud evaporates)
 *   else NITER Newton steps from T = Tg: T -= f / f', f = T - Tg - lc (qt - qs(T)),
 *        f' = 1 + lc qs(T) p / (p - (1 - eps) es) 4098.171 / (T - 35.86)^2  (4098.171 = 17.27 (273.16 - 35.86));
 *        then qv = qs(T), qc = max(qt - qv, 0)
 * exp in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

void saturation_adjustment(real_t *restrict T, real_t *restrict qv, real_t *restrict qc, const real_t *restrict p,
                           int64_t N, int64_t NITER)
{
  const real_t lc = (real_t)(2.501e6 / 1004.64), eps = (real_t)0.622, ome = 1 - eps;
  const real_t a = (real_t)610.78, b = (real_t)17.27, t0 = (real_t)273.16, t1 = (real_t)35.86, b4 = (real_t)4098.171;
  for (int64_t n = 0; n < N; n++) {
    const real_t P = p[n];
    const real_t Tg = T[n] - lc * qc[n], qt = qv[n] + qc[n];
    const real_t esg = a * exp(b * (Tg - t0) / (Tg - t1));
    const real_t qsg = eps * esg / (P - ome * esg);
    if (qt <= qsg) {
      T[n] = Tg;
      qv[n] = qt;
      qc[n] = 0;
      continue;
    }
    real_t t = Tg;
    for (int64_t it = 0; it < NITER; it++) {
      const real_t es = a * exp(b * (t - t0) / (t - t1));
      const real_t den = P - ome * es;
      const real_t qs = eps * es / den;
      const real_t f = t - Tg - lc * (qt - qs);
      const real_t df = 1 + lc * qs * P / den * b4 / ((t - t1) * (t - t1));
      t = t - f / df;
    }
    const real_t es = a * exp(b * (t - t0) / (t - t1));
    const real_t qs = eps * es / (P - ome * es);
    T[n] = t;
    qv[n] = qs;
    qc[n] = fmax(qt - qs, (real_t)0);
  }
}
