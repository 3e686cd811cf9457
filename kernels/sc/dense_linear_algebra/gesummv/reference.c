/* gesummv (PolyBench/C 4.2): tmp[i] = sum_j A[i][j] x[j]; y[i] = sum_j B[i][j] x[j]; y[i] = alpha tmp[i] + beta y[i]. */
#include "hpcab/kernel.h"

void gesummv(const real_t *restrict A, const real_t *restrict B, real_t *restrict tmp, const real_t *restrict x,
             real_t *restrict y, int64_t N, real_t alpha, real_t beta)
{
  for (int64_t i = 0; i < N; i++) {
    real_t t = 0, s = 0;
    for (int64_t j = 0; j < N; j++) {
      t = A[i * N + j] * x[j] + t;
      s = B[i * N + j] * x[j] + s;
    }
    tmp[i] = t;
    y[i] = alpha * t + beta * s;
  }
}
