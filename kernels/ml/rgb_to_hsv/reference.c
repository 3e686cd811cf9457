/* rgb_to_hsv: RGB -> HSV of an N x 3 x H x W batch (channel 0 red, 1 green, 2 blue; outputs channel 0 hue,
 * 1 saturation, 2 value), in acc_t: mx = max(r, g, b), mn = min(r, g, b), d = mx - mn; v = mx;
 * s = d / mx when mx > 0, else 0; hue: 0 when d == 0; else when mx == r: t = (g - b) / d, plus 6 when g < b;
 * else when mx == g: t = (b - r) / d + 2; else t = (r - g) / d + 4; h = t / 6 (checks in that order). */
#include "hpcab/kernel.h"

void rgb_to_hsv(real_t *restrict Y, const real_t *restrict X, int64_t N, int64_t H, int64_t W)
{
  const int64_t P = H * W;
  for (int64_t n = 0; n < N; n++) {
    const real_t *xr = X + n * 3 * P, *xg = xr + P, *xb = xg + P;
    real_t *yh = Y + n * 3 * P, *ys = yh + P, *yv = ys + P;
    for (int64_t p = 0; p < P; p++) {
      const acc_t r = HPCAB_LD(xr[p]), g = HPCAB_LD(xg[p]), b = HPCAB_LD(xb[p]);
      acc_t mx = r, mn = r;
      if (g > mx) mx = g;
      if (b > mx) mx = b;
      if (g < mn) mn = g;
      if (b < mn) mn = b;
      const acc_t d = mx - mn;
      acc_t h = 0, s = 0;
      if (mx > 0)
        s = d / mx;
      if (d > 0) {
        acc_t t;
        if (mx == r) {
          t = (g - b) / d;
          if (g < b)
            t += 6;
        } else if (mx == g) {
          t = (b - r) / d + 2;
        } else {
          t = (r - g) / d + 4;
        }
        h = t / 6;
      }
      yh[p] = HPCAB_ST(h);
      ys[p] = HPCAB_ST(s);
      yv[p] = HPCAB_ST(mx);
    }
  }
}
