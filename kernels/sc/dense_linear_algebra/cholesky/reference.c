/* cholesky: L lower triangular with L * L^T = A (A spd, row-major); L's upper triangle is set to zero. */
#include "hpcab/kernel.h"
#include <math.h>

void cholesky(real_t *restrict L, const real_t *restrict A, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j <= i; j++) {
      real_t s = A[i * N + j];
      for (int64_t k = 0; k < j; k++)
        s -= L[i * N + k] * L[j * N + k];
      L[i * N + j] = i == j ? (real_t)sqrt((double)s) : s / L[j * N + j];
    }
    for (int64_t j = i + 1; j < N; j++)
      L[i * N + j] = 0;
  }
}
