/* matmul_bias_relu: Y[i][j] = max(0, b[j] + sum_k X[i][k] W[k][j]), the sum in acc_t (row-major). */
#include "hpcab/kernel.h"

void matmul_bias_relu(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W,
                      const real_t *restrict b, int64_t M, int64_t N, int64_t K)
{
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[k * N + j]);
      Y[i * N + j] = HPCAB_ST(s > 0 ? s : 0);
    }
}
