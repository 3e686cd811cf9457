/* The reference of examples/kernels/mylab/gather_rowsum (kernels/MANIFEST.md's worked example):
   y[i] = alpha * sum_k A[i, k] * x[idx[i, k]] + beta, summed in k order in acc_t. */
#include "hpcab/kernel.h"

void gather_rowsum(real_t *restrict y, const real_t *restrict A, const real_t *restrict x,
                   const int32_t *restrict idx, int64_t N, int64_t K, int64_t M, real_t alpha, real_t beta)
{
  (void)M;
  for (int64_t i = 0; i < N; i++) {
    acc_t s = 0;
    for (int64_t k = 0; k < K; k++) s += HPCAB_LD(A[i * K + k]) * HPCAB_LD(x[idx[i * K + k]]);
    y[i] = HPCAB_ST(HPCAB_LD(alpha) * s + HPCAB_LD(beta));
  }
}
