/* pat_sublattice3d: sum[0] = the sum of a[i][j][k] over i, j, k in {1, 1 + S, 1 + 2S, ...} below N,
 * i outermost, k innermost. */
#include "hpcab/kernel.h"

void pat_sublattice3d(const real_t *restrict a, real_t *restrict sum, int64_t N, int64_t S)
{
  real_t s = 0;
  for (int64_t i = 1; i < N; i += S)
    for (int64_t j = 1; j < N; j += S)
      for (int64_t k = 1; k < N; k += S)
        s += a[(i * N + j) * N + k];
  sum[0] = s;
}
