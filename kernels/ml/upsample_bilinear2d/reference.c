/* upsample_bilinear2d: bilinear resize as PyTorch's interpolate(mode "bilinear", align_corners false) given the
 * output size, NCHW. Along each axis (here the rows; the columns the same with W, OW): in acc_t,
 * src = (H / OH) (i + 0.5) - 0.5, clamped below at 0; i0 = floor(src), i1 = i0 + 1 capped at H - 1,
 * l1 = src - i0, l0 = 1 - l1. Y = l0h (l0w x[i0][j0] + l1w x[i0][j1]) + l1h (l0w x[i1][j0] + l1w x[i1][j1]). */
#include "hpcab/kernel.h"

static void axis(int64_t d, int64_t n, int64_t on, int64_t *i0, int64_t *i1, acc_t *l0, acc_t *l1)
{
  acc_t src = (acc_t)n / (acc_t)on * ((acc_t)d + (acc_t)0.5) - (acc_t)0.5;
  if (src < 0)
    src = 0;
  *i0 = (int64_t)src;
  *i1 = *i0 < n - 1 ? *i0 + 1 : *i0;
  *l1 = src - (acc_t)*i0;
  *l0 = 1 - *l1;
}

void upsample_bilinear2d(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t H, int64_t W,
                         int64_t OH, int64_t OW)
{
  for (int64_t q = 0; q < B * C; q++) {
    const real_t *x = X + q * H * W;
    for (int64_t i = 0; i < OH; i++) {
      int64_t h0, h1;
      acc_t a0, a1;
      axis(i, H, OH, &h0, &h1, &a0, &a1);
      for (int64_t j = 0; j < OW; j++) {
        int64_t w0, w1;
        acc_t b0, b1;
        axis(j, W, OW, &w0, &w1, &b0, &b1);
        const acc_t top = b0 * HPCAB_LD(x[h0 * W + w0]) + b1 * HPCAB_LD(x[h0 * W + w1]);
        const acc_t bot = b0 * HPCAB_LD(x[h1 * W + w0]) + b1 * HPCAB_LD(x[h1 * W + w1]);
        Y[(q * OH + i) * OW + j] = HPCAB_ST(a0 * top + a1 * bot);
      }
    }
  }
}
