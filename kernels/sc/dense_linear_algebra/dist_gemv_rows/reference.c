/* dist_gemv_rows, serial: y[i] = sum_j A[i][j] x[j], one row at a time. */
#include "hpcab/kernel.h"

void dist_gemv_rows(real_t *restrict y, const real_t *restrict A, const real_t *restrict x, int64_t M, int64_t N)
{
  for (int64_t i = 0; i < M; i++) {
    acc_t s = 0;
    for (int64_t j = 0; j < N; j++)
      s += HPCAB_LD(A[i * N + j]) * HPCAB_LD(x[j]);
    y[i] = HPCAB_ST(s);
  }
}
