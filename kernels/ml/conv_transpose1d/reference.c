/* conv_transpose1d: transposed 1-D convolution (torch.nn.ConvTranspose1d, groups 1, dilation 1, no output
 * padding), NCL, weights Wt[CI][CO][K], stride S, padding P, OL = (L - 1) S - 2 P + K:
 *   Y[n][o][t] = bias[o] + sum over c, k with t + P - k = i S, 0 <= i < L, of X[n][c][i] Wt[c][o][k],
 * summed in order of c, then k, after the bias (only the taps k = (t + P) mod S, + S, ... can match). */
#include "hpcab/kernel.h"

void conv_transpose1d(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt,
                      const real_t *restrict bias, int64_t B, int64_t CI, int64_t CO, int64_t L, int64_t K,
                      int64_t S, int64_t P, int64_t OL)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t t = 0; t < OL; t++) {
        acc_t s = HPCAB_LD(bias[o]);
        for (int64_t c = 0; c < CI; c++)
          for (int64_t k = (t + P) % S; k < K; k += S) {
            const int64_t q = t + P - k; /* a multiple of S */
            if (q < 0 || q / S >= L)
              continue;
            s += HPCAB_LD(X[(n * CI + c) * L + q / S]) * HPCAB_LD(Wt[(c * CO + o) * K + k]);
          }
        Y[(n * CO + o) * OL + t] = HPCAB_ST(s);
      }
}
