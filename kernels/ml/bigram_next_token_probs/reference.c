/* bigram_next_token_probs: counts[a][b] = #{(r, t): ids[r][t] = a, ids[r][t+1] = b, t + 1 < L}; for each a,
 * n = sum_b counts[a][b]; Pn[a][b] = (acc_t)counts[a][b] / (acc_t)n when n > 0, else 0. */
#include "hpcab/kernel.h"

void bigram_next_token_probs(int64_t *restrict counts, real_t *restrict Pn, const int32_t *restrict ids, int64_t B,
                             int64_t L, int64_t V)
{
  for (int64_t i = 0; i < V * V; i++)
    counts[i] = 0;
  for (int64_t r = 0; r < B; r++)
    for (int64_t t = 0; t + 1 < L; t++)
      counts[(int64_t)ids[r * L + t] * V + ids[r * L + t + 1]]++;
  for (int64_t a = 0; a < V; a++) {
    int64_t n = 0;
    for (int64_t b = 0; b < V; b++)
      n += counts[a * V + b];
    for (int64_t b = 0; b < V; b++)
      Pn[a * V + b] = HPCAB_ST(n > 0 ? (acc_t)counts[a * V + b] / (acc_t)n : (acc_t)0);
  }
}
