/* cic_field_gather: per particle, along each axis s = p G, c = floor(s), f = s - c, c mod G (c = G when p G
 * rounds up to G), c1 = (c + 1) mod G, weights (1 - f, f) on (c, c1); then
 * e = sum over dk, dj, di in {0, 1} (k outer, i inner) of wz[dk] wy[dj] wx[di] E[kk][jj][ii]
 * for each of the three components. floor in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

static void axis(real_t p, int64_t G, int64_t c[2], real_t w[2])
{
  const real_t s = p * (real_t)G, fl = floor(s);
  int64_t i = (int64_t)fl;
  w[1] = s - fl;
  w[0] = 1 - w[1];
  i %= G;
  if (i < 0)
    i += G;
  c[0] = i;
  c[1] = i + 1 == G ? 0 : i + 1;
}

void cic_field_gather(real_t *restrict epx, real_t *restrict epy, real_t *restrict epz, const real_t *restrict px,
                      const real_t *restrict py, const real_t *restrict pz, const real_t *restrict Ex,
                      const real_t *restrict Ey, const real_t *restrict Ez, int64_t N, int64_t G)
{
  for (int64_t n = 0; n < N; n++) {
    int64_t ci[2], cj[2], ck[2];
    real_t wi[2], wj[2], wk[2];
    axis(px[n], G, ci, wi);
    axis(py[n], G, cj, wj);
    axis(pz[n], G, ck, wk);
    real_t ex = 0, ey = 0, ez = 0;
    for (int a = 0; a < 2; a++)
      for (int b = 0; b < 2; b++)
        for (int c = 0; c < 2; c++) {
          const real_t w = wk[a] * wj[b] * wi[c];
          const int64_t o = (ck[a] * G + cj[b]) * G + ci[c];
          ex += w * Ex[o];
          ey += w * Ey[o];
          ez += w * Ez[o];
        }
    epx[n] = ex;
    epy[n] = ey;
    epz[n] = ez;
  }
}
