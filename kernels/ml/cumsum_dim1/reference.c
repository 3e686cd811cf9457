/* cumsum_dim1: inclusive cumulative sum along the middle dimension of a B x L x D tensor,
 * Y[b][l][d] = X[b][0][d] + ... + X[b][l][d] (torch.cumsum(x, dim=1)), summed in order of l. */
#include "hpcab/kernel.h"

void cumsum_dim1(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t L, int64_t D)
{
  for (int64_t b = 0; b < B; b++) {
    const real_t *x = X + b * L * D;
    real_t *y = Y + b * L * D;
    for (int64_t d = 0; d < D; d++)
      y[d] = x[d];
    for (int64_t l = 1; l < L; l++)
      for (int64_t d = 0; d < D; d++)
        y[l * D + d] = HPCAB_ST(HPCAB_LD(y[(l - 1) * D + d]) + HPCAB_LD(x[l * D + d]));
  }
}
