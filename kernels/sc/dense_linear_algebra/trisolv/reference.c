/* trisolv: solves L x = b by forward substitution; reads only the lower triangle of L (row-major). */
#include "hpcab/kernel.h"

void trisolv(real_t *restrict x, const real_t *restrict L, const real_t *restrict b, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    real_t s = b[i];
    for (int64_t j = 0; j < i; j++)
      s -= L[i * N + j] * x[j];
    x[i] = s / L[i * N + i];
  }
}
