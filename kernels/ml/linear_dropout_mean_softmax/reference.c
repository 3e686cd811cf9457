/* linear_dropout_mean_softmax: KernelBench's Matmul_Dropout_Mean_Softmax with the mean over the batch
 * (dim 0) and the dropout's keep mask given (1 keep, 0 drop).
 * 1. For feature j: c = sum over the kept rows i (mask[i][j] != 0) of b[j] + sum_k X[i][k] W[j][k]
 *    (acc_t; dropped entries are not computed), then c = c / (1 - p) / M, stored into y (real_t).
 * 2. y = softmax(y): mx = max_j y[j], e_j = exp(y[j] - mx) stored into y, y[j] = e_j / sum_j e_j. */
#include "hpcab/kernel.h"

void linear_dropout_mean_softmax(real_t *restrict y, const real_t *restrict X, const real_t *restrict W,
                                 const real_t *restrict b, const uint8_t *restrict mask, int64_t M, int64_t N,
                                 int64_t K, real_t p)
{
  const acc_t keep = 1 / (1 - HPCAB_LD(p)), inv = (acc_t)1 / (acc_t)M;
  for (int64_t j = 0; j < N; j++) {
    acc_t c = 0;
    for (int64_t i = 0; i < M; i++) {
      if (!mask[i * N + j])
        continue;
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      c += s;
    }
    y[j] = HPCAB_ST(c * keep * inv);
  }
  acc_t mx = HPCAB_LD(y[0]);
  for (int64_t j = 1; j < N; j++)
    if (HPCAB_LD(y[j]) > mx)
      mx = HPCAB_LD(y[j]);
  acc_t t = 0;
  for (int64_t j = 0; j < N; j++) {
    acc_t e = HPCAB_EXP(HPCAB_LD(y[j]) - mx);
    y[j] = HPCAB_ST(e);
    t += e;
  }
  for (int64_t j = 0; j < N; j++)
    y[j] = HPCAB_ST(HPCAB_LD(y[j]) / t);
}
