/* dist_gemm_rows, serial: C[i][j] = sum_k A[i][k] B[k][j], the textbook i-j-k order. */
#include "hpcab/kernel.h"

void dist_gemm_rows(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t N)
{
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < N; k++)
        s += HPCAB_LD(A[i * N + k]) * HPCAB_LD(B[k * N + j]);
      C[i * N + j] = HPCAB_ST(s);
    }
}
