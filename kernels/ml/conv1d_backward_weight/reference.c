/* conv1d_backward_weight: the weight and bias gradients of y[n][o][t] = b[o] + sum_c,k W[o][c][k] x[n][c][t + k]
 * (NCL, stride 1, no padding, OL = L - KS + 1): dW[o][c][k] = sum over n, then t (in order) of
 * dY[n][o][t] X[n][c][t + k], db[o] = sum over n, then t of dY[n][o][t], each accumulated in acc_t. */
#include "hpcab/kernel.h"

void conv1d_backward_weight(real_t *restrict dW, real_t *restrict db, const real_t *restrict dY,
                            const real_t *restrict X, int64_t B, int64_t CI, int64_t CO, int64_t KS, int64_t L,
                            int64_t OL)
{
  for (int64_t o = 0; o < CO; o++) {
    acc_t sb = 0;
    for (int64_t n = 0; n < B; n++)
      for (int64_t t = 0; t < OL; t++)
        sb += HPCAB_LD(dY[(n * CO + o) * OL + t]);
    db[o] = HPCAB_ST(sb);
    for (int64_t c = 0; c < CI; c++)
      for (int64_t k = 0; k < KS; k++) {
        acc_t s = 0;
        for (int64_t n = 0; n < B; n++) {
          const real_t *dy = dY + (n * CO + o) * OL, *x = X + (n * CI + c) * L + k;
          for (int64_t t = 0; t < OL; t++)
            s += HPCAB_LD(dy[t]) * HPCAB_LD(x[t]);
        }
        dW[(o * CI + c) * KS + k] = HPCAB_ST(s);
      }
  }
}
