/* gemm_groupnorm_swish: per row i: z[j] = b[j] + sum_k X[i][k] W[j][k] (acc_t, k ascending), stored in Y;
 * per group g (features g CG .. g CG + CG - 1): mean = sum z / CG, var = sum (z - mean)^2 / CG (two passes,
 * ascending), r = 1 / sqrt(var + eps); v = (z - mean) r gamma[j] + beta[j]; Y = v / (1 + exp(-v)). */
#include "hpcab/kernel.h"

void gemm_groupnorm_swish(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W,
                          const real_t *restrict b, const real_t *restrict gamma, const real_t *restrict beta,
                          int64_t M, int64_t K, int64_t G, int64_t CG, int64_t N, float eps)
{
  for (int64_t i = 0; i < M; i++) {
    real_t *y = Y + i * N;
    for (int64_t j = 0; j < N; j++) {
      acc_t z = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        z += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      y[j] = HPCAB_ST(z);
    }
    for (int64_t g = 0; g < G; g++) {
      real_t *yg = y + g * CG;
      acc_t s = 0;
      for (int64_t c = 0; c < CG; c++)
        s += HPCAB_LD(yg[c]);
      const acc_t mean = s / (acc_t)CG;
      acc_t q = 0;
      for (int64_t c = 0; c < CG; c++) {
        const acc_t d = HPCAB_LD(yg[c]) - mean;
        q += d * d;
      }
      const acc_t r = 1 / HPCAB_SQRT(q / (acc_t)CG + (acc_t)eps);
      for (int64_t c = 0; c < CG; c++) {
        const int64_t j = g * CG + c;
        const acc_t v = (HPCAB_LD(yg[c]) - mean) * r * HPCAB_LD(gamma[j]) + HPCAB_LD(beta[j]);
        yg[c] = HPCAB_ST(v / (1 + HPCAB_EXP(-v)));
      }
    }
  }
}
