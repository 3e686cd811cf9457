/* sptrsv_csr: for i ascending: x[i] = (b[i] - sum over entries e of row i with A_col[e] < i (in order) of
 * A_val[e] x[A_col[e]]) / diag[i]. */
#include "hpcab/kernel.h"

void sptrsv_csr(real_t *restrict x, const int32_t *restrict A_rowptr, const int32_t *restrict A_col,
                const real_t *restrict A_val, const real_t *restrict diag, const real_t *restrict b, int64_t N,
                int64_t NNZ)
{
  (void)NNZ;
  for (int64_t i = 0; i < N; i++) {
    real_t s = b[i];
    for (int64_t e = A_rowptr[i]; e < A_rowptr[i + 1]; e++)
      if (A_col[e] < i)
        s -= A_val[e] * x[A_col[e]];
    x[i] = s / diag[i];
  }
}
