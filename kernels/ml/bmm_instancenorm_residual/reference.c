/* bmm_instancenorm_residual: KernelBench's BMM_InstanceNorm_Sum_ResidualAdd_Multiply on a batch of matrices.
 * 1. Z[n][i][j] = sum_k A[n][i][k] Bm[n][k][j] in acc_t, stored into Y (real_t) and read back.
 * 2. Each row (n, i) is one instance of N values: mean = sum_j Z / N, var = sum_j (Z - mean)^2 / N (biased,
 *    two passes), t = (Z - mean) / sqrt(var + eps) (no affine), Y[n][i][j] = (t + R[n][i][j]) R[n][i][j]. */
#include "hpcab/kernel.h"

void bmm_instancenorm_residual(real_t *restrict Y, const real_t *restrict A, const real_t *restrict Bm,
                               const real_t *restrict R, int64_t NB, int64_t M, int64_t N, int64_t K, float eps)
{
  for (int64_t n = 0; n < NB; n++) {
    const real_t *a = A + n * M * K, *bm = Bm + n * K * N;
    real_t *z = Y + n * M * N;
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < N; j++) {
        acc_t s = 0;
        for (int64_t k = 0; k < K; k++)
          s += HPCAB_LD(a[i * K + k]) * HPCAB_LD(bm[k * N + j]);
        z[i * N + j] = HPCAB_ST(s);
      }
  }
  const acc_t inv = (acc_t)1 / (acc_t)N;
  for (int64_t r = 0; r < NB * M; r++) {
    real_t *z = Y + r * N;
    const real_t *res = R + r * N;
    acc_t m = 0, v = 0;
    for (int64_t j = 0; j < N; j++)
      m += HPCAB_LD(z[j]);
    m *= inv;
    for (int64_t j = 0; j < N; j++) {
      acc_t d = HPCAB_LD(z[j]) - m;
      v += d * d;
    }
    v *= inv;
    const acc_t rs = 1 / HPCAB_SQRT(v + (acc_t)eps);
    for (int64_t j = 0; j < N; j++) {
      acc_t t = (HPCAB_LD(z[j]) - m) * rs, q = HPCAB_LD(res[j]);
      z[j] = HPCAB_ST((t + q) * q);
    }
  }
}
