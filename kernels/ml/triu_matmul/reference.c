/* triu_matmul: C = triu(A B) for upper-triangular A and B (KernelBench "matmul for upper triangular matrices"):
 * the entries below the diagonal of A and B are never read (taken as zero), and only the upper triangle is
 * computed, C[i][j] = sum over k = i..j of A[i][k] B[k][j] in order of k for j >= i, C[i][j] = 0 for j < i. */
#include "hpcab/kernel.h"

void triu_matmul(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    real_t *c = C + i * N;
    for (int64_t j = 0; j < N; j++)
      c[j] = HPCAB_ST((acc_t)0);
    for (int64_t k = i; k < N; k++) {
      const acc_t a = HPCAB_LD(A[i * N + k]);
      for (int64_t j = k; j < N; j++)
        c[j] = HPCAB_ST(HPCAB_LD(c[j]) + a * HPCAB_LD(B[k * N + j]));
    }
  }
}
