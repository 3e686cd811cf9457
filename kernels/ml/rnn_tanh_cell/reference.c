/* rnn_tanh_cell: for each batch row b and hidden unit j,
 * s = bias[j] + sum_k Wx[j][k] X[b][k] + sum_k Wh[j][k] H0[b][k] (in that order, in acc_t),
 * Hn[b][j] = tanh(s). Weights are row-major [out, in] as in torch.nn.RNNCell. */
#include "hpcab/kernel.h"

void rnn_tanh_cell(real_t *restrict Hn, const real_t *restrict X, const real_t *restrict H0,
                   const real_t *restrict Wx, const real_t *restrict Wh, const real_t *restrict bias,
                   int64_t B, int64_t E, int64_t D)
{
  for (int64_t b = 0; b < B; b++) {
    const real_t *x = X + b * E, *h = H0 + b * D;
    for (int64_t j = 0; j < D; j++) {
      acc_t s = HPCAB_LD(bias[j]);
      for (int64_t k = 0; k < E; k++)
        s += HPCAB_LD(Wx[j * E + k]) * HPCAB_LD(x[k]);
      for (int64_t k = 0; k < D; k++)
        s += HPCAB_LD(Wh[j * D + k]) * HPCAB_LD(h[k]);
      Hn[b * D + j] = HPCAB_ST(HPCAB_TANH(s));
    }
  }
}
