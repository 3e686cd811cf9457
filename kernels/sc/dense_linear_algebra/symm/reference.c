/* symm (PolyBench/C 4.2): for each row i and column j: the rows k < i of C receive alpha B[i][j] A[i][k]
 * (the mirrored upper part of A), temp2 = sum_{k<i} B[k][j] A[i][k], and
 * C[i][j] = beta C[i][j] + alpha B[i][j] A[i][i] + alpha temp2. Reads A[i][k] for k <= i only. */
#include "hpcab/kernel.h"

void symm(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t M, int64_t N, real_t alpha,
          real_t beta)
{
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      real_t temp2 = 0;
      for (int64_t k = 0; k < i; k++) {
        C[k * N + j] += alpha * B[i * N + j] * A[i * M + k];
        temp2 += B[k * N + j] * A[i * M + k];
      }
      C[i * N + j] = beta * C[i * N + j] + alpha * B[i * N + j] * A[i * M + i] + alpha * temp2;
    }
}
