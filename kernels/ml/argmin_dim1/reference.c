/* argmin_dim1: index of the first minimum over the middle dimension of a B x M x N tensor,
 * idx[b][n] = the smallest m with X[b][m][n] = min_m' X[b][m'][n] (torch.argmin(x, dim=1)). */
#include "hpcab/kernel.h"

void argmin_dim1(int32_t *restrict idx, const real_t *restrict X, int64_t B, int64_t M, int64_t N)
{
  for (int64_t b = 0; b < B; b++)
    for (int64_t n = 0; n < N; n++) {
      const real_t *x = X + b * M * N + n;
      acc_t best = HPCAB_LD(x[0]);
      int64_t at = 0;
      for (int64_t m = 1; m < M; m++)
        if (HPCAB_LD(x[m * N]) < best) {
          best = HPCAB_LD(x[m * N]);
          at = m;
        }
      idx[b * N + n] = (int32_t)at;
    }
}
