/* x = A^-1 b: L L^T = A (Cholesky, into a scratch copy), then L y = b and L^T x = y (tests/zoo/memo/spd_solve). */
#include <math.h>
#include <stdlib.h>

#include "hpcab/kernel.h"

void spd_solve(const real_t *restrict A, const real_t *restrict b, real_t *restrict x, int64_t N)
{
  double *L = malloc((size_t)(N * N) * sizeof *L);
  if (!L) return;
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j < i; j++) {
      double s = (double)A[i * N + j];
      for (int64_t k = 0; k < j; k++) s -= L[i * N + k] * L[j * N + k];
      L[i * N + j] = s / L[j * N + j];
    }
    double d = (double)A[i * N + i];
    for (int64_t k = 0; k < i; k++) d -= L[i * N + k] * L[i * N + k];
    L[i * N + i] = sqrt(d);
  }
  for (int64_t i = 0; i < N; i++) {
    double s = (double)b[i];
    for (int64_t k = 0; k < i; k++) s -= L[i * N + k] * (double)x[k];
    x[i] = (real_t)(s / L[i * N + i]);
  }
  for (int64_t i = N - 1; i >= 0; i--) {
    double s = (double)x[i];
    for (int64_t k = i + 1; k < N; k++) s -= L[k * N + i] * (double)x[k];
    x[i] = (real_t)(s / L[i * N + i]);
  }
  free(L);
}
