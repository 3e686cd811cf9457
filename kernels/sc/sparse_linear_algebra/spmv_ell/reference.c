/* spmv_ell: y[i] = sum over k = 0 .. K-1 (ascending) of val[k][i] * x[col[k][i]]. */
#include "hpcab/kernel.h"

void spmv_ell(real_t *restrict y, const int32_t *restrict col, const real_t *restrict val, const real_t *restrict x,
              int64_t N, int64_t K)
{
  for (int64_t i = 0; i < N; i++)
    y[i] = 0;
  for (int64_t k = 0; k < K; k++)
    for (int64_t i = 0; i < N; i++)
      y[i] += val[k * N + i] * x[col[k * N + i]];
}
