/* conv2d_same_center_relu6: a 3 x 3 convolution with zero padding 1 (output H x W), no bias, then each
 * output channel of each image centred on its spatial mean and clamped by ReLU6.
 * 1. Z[n][o][y][x] = sum over c, i, j of X[n][c][y + i - 1][x + j - 1] Wt[o][c][i][j] (taps outside the
 *    image skipped), in acc_t, stored into Y (real_t) and read back.
 * 2. mu = sum_{y,x} Z[n][o] / (H W);  Y[n][o][y][x] = min(max(Z - mu, 0), 6). */
#include "hpcab/kernel.h"

void conv2d_same_center_relu6(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt, int64_t B,
                              int64_t CI, int64_t CO, int64_t H, int64_t W)
{
  const int64_t HW = H * W;
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++) {
      real_t *z = Y + (n * CO + o) * HW;
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = 0;
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < 3; i++) {
              const int64_t yy = y + i - 1;
              if (yy < 0 || yy >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                const int64_t xx = x + j - 1;
                if (xx < 0 || xx >= W)
                  continue;
                s += HPCAB_LD(X[((n * CI + c) * H + yy) * W + xx]) * HPCAB_LD(Wt[((o * CI + c) * 3 + i) * 3 + j]);
              }
            }
          z[y * W + x] = HPCAB_ST(s);
        }
      acc_t mu = 0;
      for (int64_t k = 0; k < HW; k++)
        mu += HPCAB_LD(z[k]);
      mu /= (acc_t)HW;
      for (int64_t k = 0; k < HW; k++) {
        acc_t v = HPCAB_LD(z[k]) - mu;
        z[k] = HPCAB_ST(v < 0 ? 0 : v > 6 ? 6 : v);
      }
    }
}
