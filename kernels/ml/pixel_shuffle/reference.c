/* pixel_shuffle: PyTorch's PixelShuffle(UF), NCHW: X [B, C UF^2, H, W] -> Y [B, C, H UF, W UF] with
 * Y[b][c][h UF + i][w UF + j] = X[b][(c UF + i) UF + j][h][w] (a permutation: values copied exactly). */
#include "hpcab/kernel.h"

void pixel_shuffle(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t UF, int64_t H,
                   int64_t W, int64_t CI, int64_t OH, int64_t OW)
{
  for (int64_t b = 0; b < B; b++)
    for (int64_t c = 0; c < C; c++)
      for (int64_t oh = 0; oh < OH; oh++)
        for (int64_t ow = 0; ow < OW; ow++) {
          const int64_t h = oh / UF, i = oh % UF, w = ow / UF, j = ow % UF;
          Y[((b * C + c) * OH + oh) * OW + ow] = X[((b * CI + (c * UF + i) * UF + j) * H + h) * W + w];
        }
}
