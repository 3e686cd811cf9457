/* trmm (PolyBench/C 4.2): for i (ascending), j: B[i][j] += sum_{k > i} A[k][i] B[k][j]; B[i][j] *= alpha.
 * Row i reads only rows k > i of B, which are not yet updated. */
#include "hpcab/kernel.h"

void trmm(real_t *restrict B, const real_t *restrict A, int64_t M, int64_t N, real_t alpha)
{
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      real_t s = B[i * N + j];
      for (int64_t k = i + 1; k < M; k++)
        s += A[k * M + i] * B[k * N + j];
      B[i * N + j] = alpha * s;
    }
}
