#include "hpcab/kernel.h"

void gemm(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NI, int64_t NJ, int64_t NK,
          int64_t NIJ, real_t alpha, double beta)
{
  (void)NIJ;
  for (int64_t i = 0; i < NI; i++)
    for (int64_t j = 0; j < NJ; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < NK; k++) s += HPCAB_LD(A[i * NK + k]) * HPCAB_LD(B[k * NJ + j]);
      C[i * NJ + j] = HPCAB_ST(HPCAB_LD(alpha) * s + (acc_t)beta * HPCAB_LD(C[i * NJ + j]));
    }
}
