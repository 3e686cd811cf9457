/* spmv_coo: y = 0; for every entry e in order: y[row[e]] += val[e] * x[col[e]]. */
#include "hpcab/kernel.h"

void spmv_coo(real_t *restrict y, const int32_t *restrict row, const int32_t *restrict col, const real_t *restrict val,
              const real_t *restrict x, int64_t N, int64_t NNZ)
{
  for (int64_t i = 0; i < N; i++)
    y[i] = 0;
  for (int64_t e = 0; e < NNZ; e++)
    y[row[e]] += val[e] * x[col[e]];
}
