/* sddmm: for row i and each entry e of S's row i: out[e] = S_val[e] * sum_k A[i][k] B[S_col[e]][k]. */
#include "hpcab/kernel.h"

void sddmm(real_t *restrict out, const int32_t *restrict S_rowptr, const int32_t *restrict S_col,
           const real_t *restrict S_val, const real_t *restrict A, const real_t *restrict B, int64_t N, int64_t M,
           int64_t K, int64_t NNZ)
{
  (void)M;
  (void)NNZ;
  for (int64_t i = 0; i < N; i++)
    for (int64_t e = S_rowptr[i]; e < S_rowptr[i + 1]; e++) {
      const real_t *a = A + i * K, *b = B + (int64_t)S_col[e] * K;
      real_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += a[k] * b[k];
      out[e] = S_val[e] * s;
    }
}
