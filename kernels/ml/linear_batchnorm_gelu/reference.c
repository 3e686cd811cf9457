/* linear_batchnorm_gelu: PyTorch's Linear, BatchNorm1d in training mode and the exact GELU.
 * 1. Z[i][j] = b[j] + sum_k X[i][k] W[j][k] in acc_t, stored into Y (real_t) and read back.
 * 2. For feature j: mean = sum_i Z[i][j] / M, var = sum_i (Z[i][j] - mean)^2 / M (biased, two passes),
 *    v = gamma[j] (Z[i][j] - mean) / sqrt(var + eps) + beta[j],
 *    Y[i][j] = 0.5 v (1 + erf(v / sqrt(2))). */
#include "hpcab/kernel.h"

void linear_batchnorm_gelu(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W,
                           const real_t *restrict b, const real_t *restrict gamma, const real_t *restrict beta,
                           int64_t M, int64_t N, int64_t K, float eps)
{
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      Y[i * N + j] = HPCAB_ST(s);
    }
  const acc_t inv = (acc_t)1 / (acc_t)M, rsqrt2 = (acc_t)0.70710678118654752440;
  for (int64_t j = 0; j < N; j++) {
    acc_t m = 0, v = 0;
    for (int64_t i = 0; i < M; i++)
      m += HPCAB_LD(Y[i * N + j]);
    m *= inv;
    for (int64_t i = 0; i < M; i++) {
      acc_t d = HPCAB_LD(Y[i * N + j]) - m;
      v += d * d;
    }
    v *= inv;
    const acc_t r = 1 / HPCAB_SQRT(v + (acc_t)eps), g = HPCAB_LD(gamma[j]), be = HPCAB_LD(beta[j]);
    for (int64_t i = 0; i < M; i++) {
      acc_t t = (HPCAB_LD(Y[i * N + j]) - m) * r * g + be;
      Y[i * N + j] = HPCAB_ST((acc_t)0.5 * t * (1 + HPCAB_ERF(t * rsqrt2)));
    }
  }
}
