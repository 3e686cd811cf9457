/* token_freq: freq[t] counts the tokens equal to t (in real_t: exact, N < 2^24), then
 * freq[t] = freq[t] / (real_t)N; ndistinct[0] = the number of t with a nonzero count. */
#include "hpcab/kernel.h"

void token_freq(real_t *restrict freq, int64_t *restrict ndistinct, const uint16_t *restrict tokens,
                int64_t N, int64_t V)
{
  for (int64_t t = 0; t < V; t++)
    freq[t] = 0;
  for (int64_t i = 0; i < N; i++)
    freq[tokens[i]] += 1;
  int64_t nd = 0;
  const real_t rn = (real_t)N;
  for (int64_t t = 0; t < V; t++) {
    if (freq[t] > 0)
      nd++;
    freq[t] = freq[t] / rn;
  }
  ndistinct[0] = nd;
}
