/* gauss_blur_separable: g[t] = exp(-t^2 / (2 sigma^2)) (double), t = -R..R; w[t] = g[t] / sum g
 * (sum t ascending), rounded to real_t. tmp[i][j] = sum_{t=-R..R} w[t] img[i][clamp(j+t)];
 * out[i][j] = sum_{t=-R..R} w[t] tmp[clamp(i+t)][j] (t ascending; clamp to [0, W-1] / [0, H-1]). */
#include "hpcab/kernel.h"
#include <math.h>

void gauss_blur_separable(real_t *restrict out, real_t *restrict tmp, const real_t *restrict img,
                          int64_t H, int64_t W, int64_t R, real_t sigma)
{
  double g[17];
  real_t w[17];
  double sum = 0;
  for (int64_t t = -R; t <= R; t++) {
    g[t + R] = exp(-(double)(t * t) / (2.0 * (double)sigma * (double)sigma));
    sum += g[t + R];
  }
  for (int64_t t = 0; t <= 2 * R; t++)
    w[t] = (real_t)(g[t] / sum);
  for (int64_t i = 0; i < H; i++)
    for (int64_t j = 0; j < W; j++) {
      real_t s = 0;
      for (int64_t t = -R; t <= R; t++) {
        int64_t jj = j + t < 0 ? 0 : (j + t > W - 1 ? W - 1 : j + t);
        s += w[t + R] * img[i * W + jj];
      }
      tmp[i * W + j] = s;
    }
  for (int64_t i = 0; i < H; i++)
    for (int64_t j = 0; j < W; j++) {
      real_t s = 0;
      for (int64_t t = -R; t <= R; t++) {
        int64_t ii = i + t < 0 ? 0 : (i + t > H - 1 ? H - 1 : i + t);
        s += w[t + R] * tmp[ii * W + j];
      }
      out[i * W + j] = s;
    }
}
