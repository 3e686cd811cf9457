#include "hpcab/kernel.h"
#include "hpcab/rng.h"

int spmv_init_x(const hpcab_init_ctx *ctx);

/* The custom initializer of x (hpcab_init_fn): x[i] = 1 + i % 7. */
int spmv_init_x(const hpcab_init_ctx *ctx)
{
  real_t *x = ctx->arrays[ctx->target];
  for (size_t i = 0; i < ctx->array_counts[ctx->target]; i++) x[i] = HPCAB_ST((acc_t)(1 + i % 7));
  return 0;
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
