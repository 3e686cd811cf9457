/* mvt (PolyBench/C 4.2): x1[i] += sum_j A[i][j] y_1[j]; x2[i] += sum_j A[j][i] y_2[j] (j ascending). */
#include "hpcab/kernel.h"

void mvt(real_t *restrict x1, real_t *restrict x2, const real_t *restrict y_1, const real_t *restrict y_2,
         const real_t *restrict A, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    real_t s = x1[i];
    for (int64_t j = 0; j < N; j++)
      s += A[i * N + j] * y_1[j];
    x1[i] = s;
  }
  for (int64_t i = 0; i < N; i++) {
    real_t s = x2[i];
    for (int64_t j = 0; j < N; j++)
      s += A[j * N + i] * y_2[j];
    x2[i] = s;
  }
}
