/* upsample_nearest2d: nearest-neighbour resize (PyTorch's interpolate mode "nearest" given the output size; the
 * source index is computed exactly in integers), NCHW: Y[b][c][i][j] = X[b][c][(i H) / OH][(j W) / OW], the
 * divisions flooring (values copied exactly). */
#include "hpcab/kernel.h"

void upsample_nearest2d(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t H, int64_t W,
                        int64_t OH, int64_t OW)
{
  for (int64_t q = 0; q < B * C; q++)
    for (int64_t i = 0; i < OH; i++) {
      const int64_t si = i * H / OH;
      for (int64_t j = 0; j < OW; j++)
        Y[(q * OH + i) * OW + j] = X[(q * H + si) * W + j * W / OW];
    }
}
