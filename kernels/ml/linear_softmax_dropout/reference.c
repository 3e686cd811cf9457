/* linear_softmax_dropout: per row i: z[j] = b[j] + sum_k X[i][k] W[j][k] (acc_t, k ascending), stored in Y;
 * mx = max_j z[j]; e[j] = exp(z[j] - mx), s = sum_j e[j] (j ascending);
 * Y[i][j] = mask[i][j] ? e[j] / s / (1 - p) : 0, computed as e[j] * (1 / (s (1 - p))). */
#include "hpcab/kernel.h"

void linear_softmax_dropout(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W,
                            const real_t *restrict b, const uint8_t *restrict mask, int64_t M, int64_t N, int64_t K,
                            float p)
{
  for (int64_t i = 0; i < M; i++) {
    real_t *y = Y + i * N;
    acc_t mx = 0;
    for (int64_t j = 0; j < N; j++) {
      acc_t z = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        z += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      y[j] = HPCAB_ST(z);
      if (j == 0 || z > mx)
        mx = z;
    }
    acc_t s = 0;
    for (int64_t j = 0; j < N; j++) {
      const acc_t e = HPCAB_EXP(HPCAB_LD(y[j]) - mx);
      y[j] = HPCAB_ST(e);
      s += e;
    }
    const acc_t scale = 1 / (s * (1 - (acc_t)p));
    for (int64_t j = 0; j < N; j++)
      y[j] = mask[i * N + j] ? HPCAB_ST(HPCAB_LD(y[j]) * scale) : HPCAB_ST((acc_t)0);
  }
}
