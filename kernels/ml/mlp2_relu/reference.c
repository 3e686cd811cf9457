/* mlp2_relu: per row i of X, the hidden row hid[f] = max(0, b1[f] + W1[f] . X[i]) (acc_t, never rounded to
 * real_t), then Y[i][n] = b2[n] + sum_f W2[n][f] hid[f]. Weights are row-major [out, in] as in
 * torch.nn.Linear. Workspace: one hidden row on the stack (F <= 4096). */
#include "hpcab/kernel.h"

void mlp2_relu(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W1, const real_t *restrict b1,
               const real_t *restrict W2, const real_t *restrict b2, int64_t M, int64_t E, int64_t F, int64_t N)
{
  acc_t hid[4096];
  for (int64_t i = 0; i < M; i++) {
    const real_t *x = X + i * E;
    for (int64_t f = 0; f < F; f++) {
      acc_t s = HPCAB_LD(b1[f]);
      for (int64_t k = 0; k < E; k++)
        s += HPCAB_LD(W1[f * E + k]) * HPCAB_LD(x[k]);
      hid[f] = s > 0 ? s : 0;
    }
    for (int64_t n = 0; n < N; n++) {
      acc_t s = HPCAB_LD(b2[n]);
      for (int64_t f = 0; f < F; f++)
        s += HPCAB_LD(W2[n * F + f]) * hid[f];
      Y[i * N + n] = HPCAB_ST(s);
    }
  }
}
