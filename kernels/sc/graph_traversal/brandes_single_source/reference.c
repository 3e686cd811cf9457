/* brandes_single_source: level = -1, sigma = 0, delta = 0; level[SRC] = 0, sigma[SRC] = 1; for d = 0, 1, ...: every
 * v with level d (ascending) gives each out-neighbour w of level -1 or d + 1: level d + 1 and sigma[w] += sigma[v];
 * stop when a sweep finds nothing new. Then for d = max - 1 down to 0: every v with level d:
 * delta[v] = sum over out-edges (v, w) with level[w] = d + 1 (edge order) of sigma[v] / sigma[w] (1 + delta[w]). */
#include "hpcab/kernel.h"

void brandes_single_source(int32_t *restrict level, double *restrict sigma, double *restrict delta,
                           const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N, int64_t NE,
                           int64_t SRC)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++) {
    level[v] = -1;
    sigma[v] = 0;
    delta[v] = 0;
  }
  level[SRC] = 0;
  sigma[SRC] = 1;
  int32_t d = 0;
  for (;; d++) {
    int found = 0;
    for (int64_t v = 0; v < N; v++) {
      if (level[v] != d)
        continue;
      for (int64_t e = G_rowptr[v]; e < G_rowptr[v + 1]; e++) {
        const int32_t w = G_col[e];
        if (level[w] == -1) {
          level[w] = d + 1;
          found = 1;
        }
        if (level[w] == d + 1)
          sigma[w] += sigma[v];
      }
    }
    if (!found)
      break;
  }
  for (int32_t l = d; l >= 0; l--)
    for (int64_t v = 0; v < N; v++) {
      if (level[v] != l)
        continue;
      double s = 0;
      for (int64_t e = G_rowptr[v]; e < G_rowptr[v + 1]; e++) {
        const int32_t w = G_col[e];
        if (level[w] == l + 1)
          s += sigma[v] / sigma[w] * (1 + delta[w]);
      }
      delta[v] = s;
    }
}
