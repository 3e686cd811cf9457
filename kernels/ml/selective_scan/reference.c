/* selective_scan: per batch b and channel d, h[.] = hs[b][d][.] starts at 0; for t ascending, with
 * dt = delta[b][t][d], u = U[b][t][d]: for n ascending h[n] = exp(dt A[d][n]) h[n] + dt Bm[b][t][n] u and
 * s += Cm[b][t][n] h[n] (s from 0, acc_t; h kept in hs); Y[b][t][d] = (s + Dsk[d] u) z / (1 + exp(-z)),
 * z = Zg[b][t][d]. */
#include "hpcab/kernel.h"

void selective_scan(real_t *restrict Y, real_t *restrict hs, const real_t *restrict U, const real_t *restrict delta,
                    const real_t *restrict A, const real_t *restrict Bm, const real_t *restrict Cm,
                    const real_t *restrict Dsk, const real_t *restrict Zg, int64_t B, int64_t L, int64_t D, int64_t N)
{
  for (int64_t b = 0; b < B; b++)
    for (int64_t d = 0; d < D; d++) {
      real_t *h = hs + (b * D + d) * N;
      for (int64_t n = 0; n < N; n++)
        h[n] = 0;
      for (int64_t t = 0; t < L; t++) {
        const int64_t at = (b * L + t) * D + d;
        const acc_t dt = HPCAB_LD(delta[at]), u = HPCAB_LD(U[at]), z = HPCAB_LD(Zg[at]);
        const real_t *bt = Bm + (b * L + t) * N, *ct = Cm + (b * L + t) * N;
        acc_t s = 0;
        for (int64_t n = 0; n < N; n++) {
          const acc_t hn = HPCAB_EXP(dt * HPCAB_LD(A[d * N + n])) * HPCAB_LD(h[n]) + dt * HPCAB_LD(bt[n]) * u;
          h[n] = HPCAB_ST(hn);
          s += HPCAB_LD(ct[n]) * hn;
        }
        Y[at] = HPCAB_ST((s + HPCAB_LD(Dsk[d]) * u) * z / (1 + HPCAB_EXP(-z)));
      }
    }
}
