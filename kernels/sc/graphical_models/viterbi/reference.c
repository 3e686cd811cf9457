/* viterbi: delta[0][s] = log_init[s] + log_emit[s][obs[0]];
 * delta[t][s] = max over r of (delta[t-1][r] + log_trans[r][s]) + log_emit[s][obs[t]]. */
#include "hpcab/kernel.h"

void viterbi(real_t *restrict delta, const real_t *restrict log_init, const real_t *restrict log_trans,
             const real_t *restrict log_emit, const int32_t *restrict obs, int64_t T, int64_t S, int64_t K)
{
  for (int64_t s = 0; s < S; s++)
    delta[s] = log_init[s] + log_emit[s * K + obs[0]];
  for (int64_t t = 1; t < T; t++)
    for (int64_t s = 0; s < S; s++) {
      real_t best = delta[(t - 1) * S] + log_trans[s];
      for (int64_t r = 1; r < S; r++) {
        real_t v = delta[(t - 1) * S + r] + log_trans[r * S + s];
        if (v > best)
          best = v;
      }
      delta[t * S + s] = best + log_emit[s * K + obs[t]];
    }
}
