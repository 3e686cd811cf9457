/* linear_min_sub: z = b[j] + sum_k X[i][k] W[j][k] in acc_t (PyTorch's Linear, W is N x K), then
 * Y[i][j] = min(z, c) - c (KernelBench's Matmul_Min_Subtract: every output is <= 0). */
#include "hpcab/kernel.h"

void linear_min_sub(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W, const real_t *restrict b,
                    int64_t M, int64_t N, int64_t K, real_t c)
{
  const acc_t cc = HPCAB_LD(c);
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      Y[i * N + j] = HPCAB_ST((s < cc ? s : cc) - cc);
    }
}
