/* bidiag_zero_shift_qr: lartg(f, g): g == 0 -> (1, 0, f); f == 0 -> (0, 1, g); else r = sqrt(f f + g g)
 * (double sqrt, rounded), c = f / r, s = g / r. One sweep on (d, e) of order N:
 * cs = 1, oldcs = 1, oldsn = 0; for i = 0 .. N-2: (cs, sn, r) = lartg(d[i] cs, e[i]);
 * if i > 0: e[i-1] = oldsn r; (oldcs, oldsn, d[i]) = lartg(oldcs r, d[i+1] sn);
 * then h = d[N-1] cs; d[N-1] = h oldcs; e[N-2] = h oldsn. K sweeps on every one of the NB matrices. */
#include "hpcab/kernel.h"
#include <math.h>

static void lartg(real_t f, real_t g, real_t *c, real_t *s, real_t *r)
{
  if (g == 0) {
    *c = 1;
    *s = 0;
    *r = f;
  } else if (f == 0) {
    *c = 0;
    *s = 1;
    *r = g;
  } else {
    real_t rr = (real_t)sqrt((double)(f * f + g * g));
    *c = f / rr;
    *s = g / rr;
    *r = rr;
  }
}

void bidiag_zero_shift_qr(real_t *restrict d, real_t *restrict e, int64_t NB, int64_t N, int64_t NE,
                          int64_t K)
{
  for (int64_t m = 0; m < NB; m++) {
    real_t *dm = d + m * N, *em = e + m * NE;
    for (int64_t sweep = 0; sweep < K; sweep++) {
      real_t cs = 1, sn = 0, r = 0, oldcs = 1, oldsn = 0;
      for (int64_t i = 0; i < N - 1; i++) {
        lartg(dm[i] * cs, em[i], &cs, &sn, &r);
        if (i > 0)
          em[i - 1] = oldsn * r;
        lartg(oldcs * r, dm[i + 1] * sn, &oldcs, &oldsn, &dm[i]);
      }
      real_t h = dm[N - 1] * cs;
      dm[N - 1] = h * oldcs;
      em[N - 2] = h * oldsn;
    }
  }
}
