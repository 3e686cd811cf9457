/* depthwise_conv2d_backward_input: the input gradient of the depthwise convolution
 * y[n][c][u][v] = sum_i,j Wt[c][i][j] x[n][c][u + i - P][v + j - P] (stride 1, zero padding P = K / 2, so
 * the output is H x W): dX[n][c][y][x] = sum over i, then j (in order) of dY[n][c][y - i + P][x - j + P]
 * Wt[c][i][j], the terms whose dY index falls outside H x W left out, accumulated in acc_t. */
#include "hpcab/kernel.h"

void depthwise_conv2d_backward_input(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict Wt,
                                     int64_t B, int64_t C, int64_t K, int64_t H, int64_t W)
{
  const int64_t P = K / 2;
  for (int64_t n = 0; n < B; n++)
    for (int64_t c = 0; c < C; c++) {
      const real_t *dy = dY + (n * C + c) * H * W, *wt = Wt + c * K * K;
      real_t *dx = dX + (n * C + c) * H * W;
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = 0;
          for (int64_t i = 0; i < K; i++) {
            const int64_t u = y - i + P;
            if (u < 0 || u >= H)
              continue;
            for (int64_t j = 0; j < K; j++) {
              const int64_t v = x - j + P;
              if (v < 0 || v >= W)
                continue;
              s += HPCAB_LD(dy[u * W + v]) * HPCAB_LD(wt[i * K + j]);
            }
          }
          dx[y * W + x] = HPCAB_ST(s);
        }
    }
}
