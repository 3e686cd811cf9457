/* syrk (PolyBench/C 4.2): for i: C[i][j] *= beta (j <= i); then for k, j <= i: C[i][j] += alpha A[i][k] A[j][k]. */
#include "hpcab/kernel.h"

void syrk(real_t *restrict C, const real_t *restrict A, int64_t N, int64_t M, real_t alpha, real_t beta)
{
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j <= i; j++)
      C[i * N + j] *= beta;
    for (int64_t k = 0; k < M; k++)
      for (int64_t j = 0; j <= i; j++)
        C[i * N + j] += alpha * A[i * M + k] * A[j * M + k];
  }
}
