/* roi_align: torchvision roi_align with aligned true, sampling_ratio 1 (one sample per bin), boxes given in
 * normalized coordinates (x1, y1, x2, y2) in [0, 1] scaled by W and H. Per box k (feature map bidx[k]), in acc_t:
 * x1 = b0 W - 0.5, y1 = b1 H - 0.5, x2 = b2 W - 0.5, y2 = b3 H - 0.5, bw = (x2 - x1) / P, bh = (y2 - y1) / P;
 * bin (i, j) samples at y = y1 + (i + 0.5) bh, x = x1 + (j + 0.5) bw, bilinearly as torchvision: 0 when
 * y < -1, y > H, x < -1 or x > W; else y, x clamped below at 0; y0 = (int)y, y1 = y0 + 1, except when
 * y0 >= H - 1: y0 = y1 = H - 1 and y = y0 (x the same); ly = y - y0, lx = x - x0, hy = 1 - ly, hx = 1 - lx;
 * Y[k][c][i][j] = hy hx v(y0,x0) + hy lx v(y0,x1) + ly hx v(y1,x0) + ly lx v(y1,x1), summed in that order. */
#include "hpcab/kernel.h"

void roi_align(real_t *restrict Y, const real_t *restrict X, const real_t *restrict boxes,
               const int32_t *restrict bidx, int64_t N, int64_t C, int64_t H, int64_t W, int64_t K, int64_t P)
{
  (void)N;
  for (int64_t k = 0; k < K; k++) {
    const int64_t b = bidx[k];
    const acc_t rx1 = HPCAB_LD(boxes[4 * k]) * (acc_t)W - (acc_t)0.5;
    const acc_t ry1 = HPCAB_LD(boxes[4 * k + 1]) * (acc_t)H - (acc_t)0.5;
    const acc_t rx2 = HPCAB_LD(boxes[4 * k + 2]) * (acc_t)W - (acc_t)0.5;
    const acc_t ry2 = HPCAB_LD(boxes[4 * k + 3]) * (acc_t)H - (acc_t)0.5;
    const acc_t bw = (rx2 - rx1) / (acc_t)P, bh = (ry2 - ry1) / (acc_t)P;
    for (int64_t i = 0; i < P; i++)
      for (int64_t j = 0; j < P; j++) {
        acc_t y = ry1 + ((acc_t)i + (acc_t)0.5) * bh;
        acc_t x = rx1 + ((acc_t)j + (acc_t)0.5) * bw;
        real_t *out = Y + (k * C * P + i) * P + j;
        if (y < -1 || y > (acc_t)H || x < -1 || x > (acc_t)W) {
          for (int64_t c = 0; c < C; c++)
            out[c * P * P] = HPCAB_ST(0);
          continue;
        }
        if (y <= 0)
          y = 0;
        if (x <= 0)
          x = 0;
        int64_t y0 = (int64_t)y, x0 = (int64_t)x, y1, x1;
        if (y0 >= H - 1) {
          y0 = y1 = H - 1;
          y = (acc_t)y0;
        } else {
          y1 = y0 + 1;
        }
        if (x0 >= W - 1) {
          x0 = x1 = W - 1;
          x = (acc_t)x0;
        } else {
          x1 = x0 + 1;
        }
        const acc_t ly = y - (acc_t)y0, lx = x - (acc_t)x0, hy = 1 - ly, hx = 1 - lx;
        const acc_t w00 = hy * hx, w01 = hy * lx, w10 = ly * hx, w11 = ly * lx;
        for (int64_t c = 0; c < C; c++) {
          const real_t *f = X + (b * C + c) * H * W;
          out[c * P * P] = HPCAB_ST(w00 * HPCAB_LD(f[y0 * W + x0]) + w01 * HPCAB_LD(f[y0 * W + x1]) +
                                    w10 * HPCAB_LD(f[y1 * W + x0]) + w11 * HPCAB_LD(f[y1 * W + x1]));
        }
      }
  }
}
