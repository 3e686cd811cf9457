/* avgpool3d: 3-D average pooling (torch.nn.AvgPool3d, count_include_pad=True, ceil_mode=False), NCDHW,
 * K x K x K window, stride S, zero padding P, OS = (S3 + 2 P - K) / S + 1:
 *   Y[n][c][z][y][x] = (sum of X[n][c][zS+a-P][yS+i-P][xS+j-P] over the window inside the input) / K^3,
 * summed in order of a, i, j. */
#include "hpcab/kernel.h"

void avgpool3d(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t S3, int64_t K,
               int64_t S, int64_t P, int64_t OS)
{
  const acc_t div = (acc_t)(K * K * K);
  for (int64_t p = 0; p < B * C; p++) {
    const real_t *xp = X + p * S3 * S3 * S3;
    for (int64_t z = 0; z < OS; z++)
      for (int64_t y = 0; y < OS; y++)
        for (int64_t x = 0; x < OS; x++) {
          acc_t s = 0;
          for (int64_t a = 0; a < K; a++) {
            const int64_t pz = z * S + a - P;
            if (pz < 0 || pz >= S3)
              continue;
            for (int64_t i = 0; i < K; i++) {
              const int64_t py = y * S + i - P;
              if (py < 0 || py >= S3)
                continue;
              for (int64_t j = 0; j < K; j++) {
                const int64_t px = x * S + j - P;
                if (px < 0 || px >= S3)
                  continue;
                s += HPCAB_LD(xp[(pz * S3 + py) * S3 + px]);
              }
            }
          }
          Y[((p * OS + z) * OS + y) * OS + x] = HPCAB_ST(s / div);
        }
  }
}
