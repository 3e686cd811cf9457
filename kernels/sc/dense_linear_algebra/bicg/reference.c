/* bicg (PolyBench/C 4.2): s[j] = sum_i r[i] A[i][j]; q[i] = sum_j A[i][j] p[j]; one pass over A. */
#include "hpcab/kernel.h"

void bicg(const real_t *restrict A, real_t *restrict s, real_t *restrict q, const real_t *restrict p,
          const real_t *restrict r, int64_t M, int64_t N)
{
  for (int64_t j = 0; j < M; j++)
    s[j] = 0;
  for (int64_t i = 0; i < N; i++) {
    real_t acc = 0;
    for (int64_t j = 0; j < M; j++) {
      s[j] += r[i] * A[i * M + j];
      acc += A[i * M + j] * p[j];
    }
    q[i] = acc;
  }
}
