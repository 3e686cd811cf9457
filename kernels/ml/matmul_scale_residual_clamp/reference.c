/* matmul_scale_residual_clamp: s = sum_k X[i][k] W[k][j] in acc_t (row-major, no bias), then
 * Y[i][j] = min(max(alpha s + R[i][j], -c), c): a scaled matmul, a residual add and a symmetric clamp. */
#include "hpcab/kernel.h"

void matmul_scale_residual_clamp(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W,
                                 const real_t *restrict R, int64_t M, int64_t N, int64_t K, real_t alpha, real_t c)
{
  const acc_t a = HPCAB_LD(alpha), hi = HPCAB_LD(c), lo = -hi;
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[k * N + j]);
      acc_t v = a * s + HPCAB_LD(R[i * N + j]);
      v = v < lo ? lo : v;
      v = v > hi ? hi : v;
      Y[i * N + j] = HPCAB_ST(v);
    }
}
