/* trsm: for i ascending, each column j: B[i][j] = (alpha B[i][j] - sum_{k<i} L[i][k] B[k][j]) / L[i][i]
 * (the rows k < i already hold the solution; sums in k order). */
#include "hpcab/kernel.h"

void trsm(real_t *restrict B, const real_t *restrict L, int64_t M, int64_t N, real_t alpha)
{
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      real_t s = alpha * B[i * N + j];
      for (int64_t k = 0; k < i; k++)
        s -= L[i * M + k] * B[k * N + j];
      B[i * N + j] = s / L[i * M + i];
    }
}
