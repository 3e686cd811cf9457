#include "hpcab/kernel.h"

void spmv_init_x(real_t *x, int64_t N);

void spmv_init_x(real_t *x, int64_t N)
{
  for (int64_t i = 0; i < N; i++) x[i] = (real_t)(1 + i % 7);
}

void spmv(real_t *restrict y, const int32_t *restrict A_rowptr, const int32_t *restrict A_col,
          const real_t *restrict A_val, const real_t *restrict x, const int64_t *restrict pick, int64_t N, int64_t NNZ,
          int64_t K, int64_t scale)
{
  (void)NNZ;
  (void)pick;
  (void)K;
  for (int64_t i = 0; i < N; i++) {
    acc_t s = 0;
    for (int32_t p = A_rowptr[i]; p < A_rowptr[i + 1]; p++) s += A_val[p] * x[A_col[p]];
    y[i] = (real_t)(s * (acc_t)scale);
  }
}
