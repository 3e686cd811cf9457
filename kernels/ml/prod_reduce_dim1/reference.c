/* prod_reduce_dim1: product over the middle dimension of a B x M x N tensor,
 * Y[b][n] = X[b][0][n] * X[b][1][n] * ... * X[b][M-1][n] (torch.prod(x, dim=1)), multiplied in order of m. */
#include "hpcab/kernel.h"

void prod_reduce_dim1(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t M, int64_t N)
{
  for (int64_t b = 0; b < B; b++) {
    const real_t *x = X + b * M * N;
    real_t *y = Y + b * N;
    for (int64_t n = 0; n < N; n++)
      y[n] = x[n];
    for (int64_t m = 1; m < M; m++)
      for (int64_t n = 0; n < N; n++)
        y[n] = HPCAB_ST(HPCAB_LD(y[n]) * HPCAB_LD(x[m * N + n]));
  }
}
