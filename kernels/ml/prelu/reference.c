/* prelu: PyTorch's PReLU(num_parameters = C) on X of shape [B, C, S] (S the flattened spatial positions):
 * Y[b][c][s] = x if x > 0 else w[c] x. */
#include "hpcab/kernel.h"

void prelu(real_t *restrict Y, const real_t *restrict X, const real_t *restrict w, int64_t B, int64_t C,
           int64_t S)
{
  for (int64_t b = 0; b < B; b++)
    for (int64_t c = 0; c < C; c++) {
      const acc_t a = HPCAB_LD(w[c]);
      for (int64_t s = 0; s < S; s++) {
        const acc_t x = HPCAB_LD(X[(b * C + c) * S + s]);
        Y[(b * C + c) * S + s] = HPCAB_ST(x > 0 ? x : a * x);
      }
    }
}
