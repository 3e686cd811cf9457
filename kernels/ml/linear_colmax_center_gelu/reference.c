/* linear_colmax_center_gelu: KernelBench's Gemm_Max_Subtract_GELU with the max over the batch (dim 0).
 * 1. m[j] = max over i of b[j] + sum_k X[i][k] W[j][k] (sums in acc_t), stored into y (real_t), read back.
 * 2. mu = sum_j m[j] / N;  y[j] = 0.5 t (1 + erf(t / sqrt(2))) with t = m[j] - mu. */
#include "hpcab/kernel.h"

void linear_colmax_center_gelu(real_t *restrict y, const real_t *restrict X, const real_t *restrict W,
                               const real_t *restrict b, int64_t M, int64_t N, int64_t K)
{
  for (int64_t j = 0; j < N; j++) {
    acc_t m = 0;
    for (int64_t i = 0; i < M; i++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      if (i == 0 || s > m)
        m = s;
    }
    y[j] = HPCAB_ST(m);
  }
  acc_t mu = 0;
  for (int64_t j = 0; j < N; j++)
    mu += HPCAB_LD(y[j]);
  mu /= (acc_t)N;
  const acc_t rsqrt2 = (acc_t)0.70710678118654752440;
  for (int64_t j = 0; j < N; j++) {
    acc_t t = HPCAB_LD(y[j]) - mu;
    y[j] = HPCAB_ST((acc_t)0.5 * t * (1 + HPCAB_ERF(t * rsqrt2)));
  }
}
