/* conv3d_strided_padded: 3-D convolution (cross-correlation) NCDHW, filters Wt[CO][CI][K][K][K], stride S in
 * every dimension, zero padding P = K/2 on every side, OS = (S3 + 2 P - K) / S + 1, with bias:
 *   Y[n][o][z][y][x] = bias[o] + sum over c, a, i, j of X[n][c][zS+a-P][yS+i-P][xS+j-P] Wt[o][c][a][i][j]
 * (terms outside the input skipped), summed in order of c, a, i, j after the bias. */
#include "hpcab/kernel.h"

void conv3d_strided_padded(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt,
                           const real_t *restrict bias, int64_t B, int64_t CI, int64_t CO, int64_t S3, int64_t K,
                           int64_t S, int64_t P, int64_t OS)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t z = 0; z < OS; z++)
        for (int64_t y = 0; y < OS; y++)
          for (int64_t x = 0; x < OS; x++) {
            acc_t s = HPCAB_LD(bias[o]);
            for (int64_t c = 0; c < CI; c++)
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
                    s += HPCAB_LD(X[(((n * CI + c) * S3 + pz) * S3 + py) * S3 + px]) *
                         HPCAB_LD(Wt[(((o * CI + c) * K + a) * K + i) * K + j]);
                  }
                }
              }
            Y[(((n * CO + o) * OS + z) * OS + y) * OS + x] = HPCAB_ST(s);
          }
}
