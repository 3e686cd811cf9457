/* bpe_merge_step: counts[a][b] = the adjacent pairs (a, b) within rows; (a, b) = the first pair in row-major
 * order with the largest count; each row is rewritten left to right: at i, if ids[i], ids[i+1] == a, b emit V and
 * skip two, else emit ids[i]; lens = the emitted count, the rest of the row -1. */
#include "hpcab/kernel.h"

void bpe_merge_step(int32_t *restrict counts, int32_t *restrict pair, int32_t *restrict out, int32_t *restrict lens,
                    const int32_t *restrict ids, int64_t B, int64_t L, int64_t V)
{
  for (int64_t i = 0; i < V * V; i++)
    counts[i] = 0;
  for (int64_t r = 0; r < B; r++)
    for (int64_t t = 0; t + 1 < L; t++)
      counts[(int64_t)ids[r * L + t] * V + ids[r * L + t + 1]]++;
  int64_t best = 0;
  for (int64_t i = 1; i < V * V; i++)
    if (counts[i] > counts[best])
      best = i;
  const int32_t a = (int32_t)(best / V), b = (int32_t)(best % V);
  pair[0] = a;
  pair[1] = b;
  for (int64_t r = 0; r < B; r++) {
    const int32_t *x = ids + r * L;
    int32_t *y = out + r * L;
    int64_t k = 0, i = 0;
    while (i < L) {
      if (i + 1 < L && x[i] == a && x[i + 1] == b) {
        y[k++] = (int32_t)V;
        i += 2;
      } else {
        y[k++] = x[i];
        i++;
      }
    }
    lens[r] = (int32_t)k;
    for (; k < L; k++)
      y[k] = -1;
  }
}
