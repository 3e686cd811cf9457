/* spmm_csr: C[i][:] = sum over the entries e of row i (in order) of A_val[e] * B[A_col[e]][:]. */
#include "hpcab/kernel.h"

void spmm_csr(real_t *restrict C, const int32_t *restrict A_rowptr, const int32_t *restrict A_col,
              const real_t *restrict A_val, const real_t *restrict B, int64_t N, int64_t M, int64_t K, int64_t NNZ)
{
  (void)M;
  (void)NNZ;
  for (int64_t i = 0; i < N; i++) {
    real_t *c = C + i * K;
    for (int64_t k = 0; k < K; k++)
      c[k] = 0;
    for (int64_t e = A_rowptr[i]; e < A_rowptr[i + 1]; e++) {
      const real_t a = A_val[e], *b = B + (int64_t)A_col[e] * K;
      for (int64_t k = 0; k < K; k++)
        c[k] += a * b[k];
    }
  }
}
