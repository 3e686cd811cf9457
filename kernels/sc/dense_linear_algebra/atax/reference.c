/* atax (PolyBench/C 4.2): y = 0; for each row i: tmp[i] = A[i][:] . x; y += tmp[i] A[i][:]. */
#include "hpcab/kernel.h"

void atax(const real_t *restrict A, const real_t *restrict x, real_t *restrict y, real_t *restrict tmp, int64_t M,
          int64_t N)
{
  for (int64_t j = 0; j < N; j++)
    y[j] = 0;
  for (int64_t i = 0; i < M; i++) {
    real_t s = 0;
    for (int64_t j = 0; j < N; j++)
      s += A[i * N + j] * x[j];
    tmp[i] = s;
    for (int64_t j = 0; j < N; j++)
      y[j] += A[i * N + j] * s;
  }
}
