/* syr2k (PolyBench/C 4.2): for i: C[i][j] *= beta (j <= i); then for k, j <= i:
 * C[i][j] += A[j][k] alpha B[i][k] + B[j][k] alpha A[i][k]. */
#include "hpcab/kernel.h"

void syr2k(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t N, int64_t M, real_t alpha,
           real_t beta)
{
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j <= i; j++)
      C[i * N + j] *= beta;
    for (int64_t k = 0; k < M; k++)
      for (int64_t j = 0; j <= i; j++)
        C[i * N + j] += A[j * M + k] * alpha * B[i * M + k] + B[j * M + k] * alpha * A[i * M + k];
  }
}
