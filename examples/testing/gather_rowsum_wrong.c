/* A wrong candidate for examples/kernels/mylab/gather_rowsum: two rows at a time, and the last row of
   an odd N is forgotten. Right on the test draw (N = 100), wrong at the edge sizes: the tests show the
   report that says so. */
#include "hpcab/kernel.h"

void gather_rowsum(real_t *restrict y, const real_t *restrict A, const real_t *restrict x,
                   const int32_t *restrict idx, int64_t N, int64_t K, int64_t M, real_t alpha, real_t beta)
{
  (void)M;
  for (int64_t i = 0; i + 2 <= N; i += 2)
    for (int64_t r = i; r < i + 2; r++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++) s += HPCAB_LD(A[r * K + k]) * HPCAB_LD(x[idx[r * K + k]]);
      y[r] = HPCAB_ST(HPCAB_LD(alpha) * s + HPCAB_LD(beta));
    }
}
