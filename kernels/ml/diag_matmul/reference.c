/* diag_matmul: C = diag(a) B for a of length N and B of N x M: row i of B scaled by a[i]. */
#include "hpcab/kernel.h"

void diag_matmul(real_t *restrict C, const real_t *restrict a, const real_t *restrict B, int64_t N, int64_t M)
{
  for (int64_t i = 0; i < N; i++) {
    const acc_t s = HPCAB_LD(a[i]);
    for (int64_t j = 0; j < M; j++)
      C[i * M + j] = HPCAB_ST(s * HPCAB_LD(B[i * M + j]));
  }
}
