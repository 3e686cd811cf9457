/* conv_transpose2d_add_hardswish: KernelBench's ConvTranspose3d_Add_HardSwish in 2-D.
 * z = bias[o] + A[n][o][y][x] + sum over c, i, j (3 x 3) with y - i = 2 iy, x - j = 2 ix inside X of
 * X[n][c][iy][ix] Wt[c][o][i][j] (transposed convolution, stride 2, no padding: OH = 2 H + 1), in acc_t;
 * the added tensor A enters the sum after the bias, before the taps;
 * Y[n][o][y][x] = z hardswish(z) = z (z min(max(z + 3, 0), 6) / 6). */
#include "hpcab/kernel.h"

void conv_transpose2d_add_hardswish(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt,
                                    const real_t *restrict bias, const real_t *restrict A, int64_t B, int64_t CI,
                                    int64_t CO, int64_t H, int64_t W, int64_t OH, int64_t OW)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t y = 0; y < OH; y++)
        for (int64_t x = 0; x < OW; x++) {
          const int64_t q = ((n * CO + o) * OH + y) * OW + x;
          acc_t z = HPCAB_LD(bias[o]) + HPCAB_LD(A[q]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < 3; i++) {
              const int64_t ty = y - i;
              if (ty < 0 || ty % 2 != 0 || ty / 2 >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                const int64_t tx = x - j;
                if (tx < 0 || tx % 2 != 0 || tx / 2 >= W)
                  continue;
                z += HPCAB_LD(X[((n * CI + c) * H + ty / 2) * W + tx / 2]) * HPCAB_LD(Wt[((c * CO + o) * 3 + i) * 3 + j]);
              }
            }
          const acc_t r = z + 3 < 0 ? 0 : z + 3 > 6 ? 6 : z + 3;
          Y[q] = HPCAB_ST(z * (z * r / 6));
        }
}
