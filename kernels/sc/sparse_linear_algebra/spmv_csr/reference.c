/* spmv_csr: y[i] = sum over the entries k of row i of A_val[k] * x[A_col[k]]. */
#include "hpcab/kernel.h"

void spmv_csr(real_t *restrict y, const int32_t *restrict A_rowptr, const int32_t *restrict A_col,
              const real_t *restrict A_val, const real_t *restrict x, int64_t N, int64_t NNZ)
{
  (void)NNZ;
  for (int64_t i = 0; i < N; i++) {
    real_t s = 0;
    for (int64_t k = A_rowptr[i]; k < A_rowptr[i + 1]; k++)
      s += A_val[k] * x[A_col[k]];
    y[i] = s;
  }
}
