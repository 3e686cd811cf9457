/* sssp: dist = +Inf, dist[SRC] = 0; repeat: for u ascending with finite dist[u], for each edge (u, v, w):
 * if dist[u] + w < dist[v] then dist[v] = dist[u] + w; until a round changes nothing. */
#include "hpcab/kernel.h"
#include <math.h>

void sssp(real_t *restrict dist, const int32_t *restrict G_rowptr, const int32_t *restrict G_col,
          const real_t *restrict w, int64_t N, int64_t NE, int64_t SRC)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++)
    dist[v] = (real_t)INFINITY;
  dist[SRC] = 0;
  for (int changed = 1; changed;) {
    changed = 0;
    for (int64_t u = 0; u < N; u++) {
      const real_t du = dist[u];
      if (isinf(du))
        continue;
      for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++) {
        const real_t c = du + w[e];
        if (c < dist[G_col[e]]) {
          dist[G_col[e]] = c;
          changed = 1;
        }
      }
    }
  }
}
