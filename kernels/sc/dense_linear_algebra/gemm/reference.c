/* gemm: C = alpha * A * B + beta * C; A is NI x NK, B is NK x NJ, C is NI x NJ, all row-major. */
#include "hpcab/kernel.h"

void gemm(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NI, int64_t NJ,
          int64_t NK, real_t alpha, real_t beta)
{
  for (int64_t i = 0; i < NI; i++) {
    for (int64_t j = 0; j < NJ; j++)
      C[i * NJ + j] *= beta;
    for (int64_t k = 0; k < NK; k++)
      for (int64_t j = 0; j < NJ; j++)
        C[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];
  }
}
