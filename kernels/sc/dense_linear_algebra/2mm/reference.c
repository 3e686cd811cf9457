/* 2mm (PolyBench/C 4.2): tmp[i][j] = sum_k alpha A[i][k] B[k][j]; D[i][j] = beta D[i][j] + sum_k tmp[i][k] C[k][j].
 * Loops and summation order as in PolyBench's kernel body. */
#include "hpcab/kernel.h"

void k2mm(real_t *restrict tmp, const real_t *restrict A, const real_t *restrict B, const real_t *restrict C,
          real_t *restrict D, int64_t NI, int64_t NJ, int64_t NK, int64_t NL, real_t alpha, real_t beta)
{
  for (int64_t i = 0; i < NI; i++)
    for (int64_t j = 0; j < NJ; j++) {
      real_t s = 0;
      for (int64_t k = 0; k < NK; k++)
        s += alpha * A[i * NK + k] * B[k * NJ + j];
      tmp[i * NJ + j] = s;
    }
  for (int64_t i = 0; i < NI; i++)
    for (int64_t j = 0; j < NL; j++) {
      real_t s = D[i * NL + j] * beta;
      for (int64_t k = 0; k < NJ; k++)
        s += tmp[i * NJ + k] * C[k * NL + j];
      D[i * NL + j] = s;
    }
}
