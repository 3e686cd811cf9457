/* sor_csr: NSWEEP times, i ascending: s = b[i] - sum over the entries k of row i with A_col[k] != i of
 * A_val[k] x[A_col[k]] (k ascending, the current x); x[i] = (1 - omega) x[i] + omega (s / dg[i]). */
#include "hpcab/kernel.h"

void sor_csr(real_t *restrict x, const int32_t *restrict A_rowptr, const int32_t *restrict A_col,
             const real_t *restrict A_val, const real_t *restrict dg, const real_t *restrict b, int64_t N,
             int64_t NNZ, int64_t NSWEEP, real_t omega)
{
  (void)NNZ;
  for (int64_t sw = 0; sw < NSWEEP; sw++)
    for (int64_t i = 0; i < N; i++) {
      real_t s = b[i];
      for (int64_t k = A_rowptr[i]; k < A_rowptr[i + 1]; k++)
        if (A_col[k] != i)
          s -= A_val[k] * x[A_col[k]];
      x[i] = (1 - omega) * x[i] + omega * (s / dg[i]);
    }
}
