/* rgb_to_grayscale: ITU-R 601 luma of an N x 3 x H x W RGB batch (channel 0 red, 1 green, 2 blue):
 * y[n][h][w] = 0.299 r + 0.587 g + 0.114 b, summed left to right in acc_t. */
#include "hpcab/kernel.h"

void rgb_to_grayscale(real_t *restrict Y, const real_t *restrict X, int64_t N, int64_t H, int64_t W)
{
  const int64_t P = H * W;
  const acc_t kr = (acc_t)0.299, kg = (acc_t)0.587, kb = (acc_t)0.114;
  for (int64_t n = 0; n < N; n++) {
    const real_t *r = X + n * 3 * P, *g = r + P, *b = g + P;
    for (int64_t p = 0; p < P; p++)
      Y[n * P + p] = HPCAB_ST(kr * HPCAB_LD(r[p]) + kg * HPCAB_LD(g[p]) + kb * HPCAB_LD(b[p]));
  }
}
