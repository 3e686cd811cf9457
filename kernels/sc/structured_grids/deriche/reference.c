/* deriche (PolyBench/C 4.2): k = (1 - e^-a)^2 / (1 + 2 a e^-a - e^(2a)); a1 = a5 = k;
 * a2 = a6 = k e^-a (a - 1); a3 = a7 = k e^-a (a + 1); a4 = a8 = -k e^-2a; b1 = 2^-a; b2 = -e^-2a; c1 = c2 = 1.
 * Rows: y1[i][j] = a1 x[i][j] + a2 x[i][j-1] + b1 y1[i][j-1] + b2 y1[i][j-2] (j ascending, zero history);
 *       y2[i][j] = a3 x[i][j+1] + a4 x[i][j+2] + b1 y2[i][j+1] + b2 y2[i][j+2] (j descending);
 *       out = c1 (y1 + y2).
 * Columns: the same along i with a5..a8 on out, then out = c2 (y1 + y2). */
#include "hpcab/kernel.h"
#include <math.h>

void deriche(const real_t *restrict imgIn, real_t *restrict imgOut, real_t *restrict y1, real_t *restrict y2,
             int64_t W, int64_t H, real_t alpha)
{
  const double al = (double)alpha;
  const double kd = (1.0 - exp(-al)) * (1.0 - exp(-al)) / (1.0 + 2.0 * al * exp(-al) - exp(2.0 * al));
  const real_t k = (real_t)kd;
  const real_t a1 = k, a5 = k;
  const real_t a2 = (real_t)(kd * exp(-al) * (al - 1.0)), a6 = a2;
  const real_t a3 = (real_t)(kd * exp(-al) * (al + 1.0)), a7 = a3;
  const real_t a4 = (real_t)(-kd * exp(-2.0 * al)), a8 = a4;
  const real_t b1 = (real_t)pow(2.0, -al), b2 = (real_t)(-exp(-2.0 * al));
  const real_t c1 = 1, c2 = 1;

  for (int64_t i = 0; i < W; i++) {
    real_t ym1 = 0, ym2 = 0, xm1 = 0;
    for (int64_t j = 0; j < H; j++) {
      y1[i * H + j] = a1 * imgIn[i * H + j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i * H + j];
      ym2 = ym1;
      ym1 = y1[i * H + j];
    }
  }
  for (int64_t i = 0; i < W; i++) {
    real_t yp1 = 0, yp2 = 0, xp1 = 0, xp2 = 0;
    for (int64_t j = H - 1; j >= 0; j--) {
      y2[i * H + j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i * H + j];
      yp2 = yp1;
      yp1 = y2[i * H + j];
    }
  }
  for (int64_t i = 0; i < W * H; i++)
    imgOut[i] = c1 * (y1[i] + y2[i]);
  for (int64_t j = 0; j < H; j++) {
    real_t tm1 = 0, ym1 = 0, ym2 = 0;
    for (int64_t i = 0; i < W; i++) {
      y1[i * H + j] = a5 * imgOut[i * H + j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i * H + j];
      ym2 = ym1;
      ym1 = y1[i * H + j];
    }
  }
  for (int64_t j = 0; j < H; j++) {
    real_t tp1 = 0, tp2 = 0, yp1 = 0, yp2 = 0;
    for (int64_t i = W - 1; i >= 0; i--) {
      y2[i * H + j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i * H + j];
      yp2 = yp1;
      yp1 = y2[i * H + j];
    }
  }
  for (int64_t i = 0; i < W * H; i++)
    imgOut[i] = c2 * (y1[i] + y2[i]);
}
