/* linear_sigmoid_rowsum: z = b[j] + sum_k X[i][k] W[j][k] in acc_t (PyTorch's Linear, W is N x K),
 * then y[i] = sum_j 1 / (1 + exp(-z)): the sigmoid activations of a row reduced to one value. */
#include "hpcab/kernel.h"

void linear_sigmoid_rowsum(real_t *restrict y, const real_t *restrict X, const real_t *restrict W,
                           const real_t *restrict b, int64_t M, int64_t N, int64_t K)
{
  for (int64_t i = 0; i < M; i++) {
    acc_t t = 0;
    for (int64_t j = 0; j < N; j++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      t += 1 / (1 + HPCAB_EXP(-s));
    }
    y[i] = HPCAB_ST(t);
  }
}
