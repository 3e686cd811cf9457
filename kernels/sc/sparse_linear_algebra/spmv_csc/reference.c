/* spmv_csc: y = 0; for each column j (ascending), for its entries k (ascending):
 * y[A_row[k]] += A_val[k] * x[j]. */
#include "hpcab/kernel.h"

void spmv_csc(real_t *restrict y, const int32_t *restrict A_colptr, const int32_t *restrict A_row,
              const real_t *restrict A_val, const real_t *restrict x, int64_t N, int64_t NNZ)
{
  (void)NNZ;
  for (int64_t i = 0; i < N; i++)
    y[i] = 0;
  for (int64_t j = 0; j < N; j++) {
    real_t xj = x[j];
    for (int64_t k = A_colptr[j]; k < A_colptr[j + 1]; k++)
      y[A_row[k]] += A_val[k] * xj;
  }
}
