/* linear_logsumexp_leakyrelu2: for row i, z_j = b[j] + sum_k X[i][k] W[j][k] in acc_t (PyTorch's Linear,
 * W is N x K); l = log sum_j exp(z_j), taken in one pass with a running maximum m and a running sum s of
 * exp(z_j - m) (s rescaled by exp(m - z) when z exceeds m; m starts at z_0 and s at 1); then
 * y[i] = leaky(leaky(l)), leaky(v) = v > 0 ? v : slope v, applied twice. */
#include "hpcab/kernel.h"

void linear_logsumexp_leakyrelu2(real_t *restrict y, const real_t *restrict X, const real_t *restrict W,
                                 const real_t *restrict b, int64_t M, int64_t N, int64_t K, real_t slope)
{
  const acc_t a = HPCAB_LD(slope);
  for (int64_t i = 0; i < M; i++) {
    acc_t m = 0, s = 0;
    for (int64_t j = 0; j < N; j++) {
      acc_t z = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        z += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      if (j == 0) {
        m = z;
        s = 1;
      } else if (z > m) {
        s = s * HPCAB_EXP(m - z) + 1;
        m = z;
      } else {
        s += HPCAB_EXP(z - m);
      }
    }
    acc_t l = m + HPCAB_LOG(s);
    l = l > 0 ? l : a * l;
    l = l > 0 ? l : a * l;
    y[i] = HPCAB_ST(l);
  }
}
