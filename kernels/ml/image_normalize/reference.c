/* image_normalize: per-channel normalization of an NCHW image batch (torchvision Normalize):
 * y[n][c][h][w] = (x[n][c][h][w] - mean[c]) / std[c], in acc_t. */
#include "hpcab/kernel.h"

void image_normalize(real_t *restrict Y, const real_t *restrict X, const real_t *restrict mean,
                     const real_t *restrict std, int64_t N, int64_t C, int64_t H, int64_t W)
{
  const int64_t P = H * W;
  for (int64_t n = 0; n < N; n++)
    for (int64_t c = 0; c < C; c++) {
      const acc_t m = HPCAB_LD(mean[c]), s = HPCAB_LD(std[c]);
      const int64_t o = (n * C + c) * P;
      for (int64_t p = 0; p < P; p++)
        Y[o + p] = HPCAB_ST((HPCAB_LD(X[o + p]) - m) / s);
    }
}
