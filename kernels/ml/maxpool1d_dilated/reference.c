/* maxpool1d_dilated: 1-D max pooling (torch.nn.MaxPool1d with dilation, ceil_mode=False), NCL, window of K taps
 * DL apart, stride S, padding P (padded positions take no part), OL = (L + 2 P - DL (K - 1) - 1) / S + 1:
 *   Y[n][c][t] = max over j < K with 0 <= tS - P + j DL < L of X[n][c][tS - P + j DL]. 2 P <= K makes every
 * window hold at least one input position. */
#include "hpcab/kernel.h"

void maxpool1d_dilated(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t L, int64_t K,
                       int64_t S, int64_t P, int64_t DL, int64_t OL)
{
  for (int64_t p = 0; p < B * C; p++) {
    const real_t *x = X + p * L;
    for (int64_t t = 0; t < OL; t++) {
      int have = 0;
      acc_t best = 0;
      for (int64_t j = 0; j < K; j++) {
        const int64_t q = t * S - P + j * DL;
        if (q < 0 || q >= L)
          continue;
        const acc_t v = HPCAB_LD(x[q]);
        if (!have || v > best) {
          best = v;
          have = 1;
        }
      }
      Y[p * OL + t] = HPCAB_ST(best);
    }
  }
}
