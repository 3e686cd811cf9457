/* conv2d_tanh_scale_bias: KernelBench's Conv2d_Tanh_Scaling_BiasAdd (without the final max-pool).
 * z = bias[o] + sum over c, i, j (3 x 3) of X[n][c][y + i][x + j] Wt[o][c][i][j] in acc_t (stride 1, no
 * padding, OH = H - 2, OW = W - 2), then Y[n][o][y][x] = tanh(z) s + bias2[o]. */
#include "hpcab/kernel.h"

void conv2d_tanh_scale_bias(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt,
                            const real_t *restrict bias, const real_t *restrict bias2, int64_t B, int64_t CI,
                            int64_t CO, int64_t H, int64_t W, int64_t OH, int64_t OW, real_t s)
{
  const acc_t sc = HPCAB_LD(s);
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++) {
      const acc_t b2 = HPCAB_LD(bias2[o]);
      for (int64_t y = 0; y < OH; y++)
        for (int64_t x = 0; x < OW; x++) {
          acc_t z = HPCAB_LD(bias[o]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < 3; i++)
              for (int64_t j = 0; j < 3; j++)
                z += HPCAB_LD(X[((n * CI + c) * H + y + i) * W + x + j]) * HPCAB_LD(Wt[((o * CI + c) * 3 + i) * 3 + j]);
          Y[((n * CO + o) * OH + y) * OW + x] = HPCAB_ST(HPCAB_TANH(z) * sc + b2);
        }
    }
}
