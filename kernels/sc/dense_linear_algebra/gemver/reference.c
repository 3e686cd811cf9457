/* gemver (PolyBench/C 4.2), in PolyBench's order:
 *   A[i][j] += u1[i] v1[j] + u2[i] v2[j];  x[i] += sum_j beta A[j][i] y[j];  x[i] += z[i];
 *   w[i] += sum_j alpha A[i][j] x[j]. */
#include "hpcab/kernel.h"

void gemver(real_t *restrict A, const real_t *restrict u1, const real_t *restrict v1, const real_t *restrict u2,
            const real_t *restrict v2, real_t *restrict w, real_t *restrict x, const real_t *restrict y,
            const real_t *restrict z, int64_t N, real_t alpha, real_t beta)
{
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++)
      A[i * N + j] = A[i * N + j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (int64_t i = 0; i < N; i++) {
    real_t s = x[i];
    for (int64_t j = 0; j < N; j++)
      s = s + beta * A[j * N + i] * y[j];
    x[i] = s;
  }
  for (int64_t i = 0; i < N; i++)
    x[i] = x[i] + z[i];
  for (int64_t i = 0; i < N; i++) {
    real_t s = w[i];
    for (int64_t j = 0; j < N; j++)
      s = s + alpha * A[i * N + j] * x[j];
    w[i] = s;
  }
}
