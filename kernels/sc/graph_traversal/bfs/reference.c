/* bfs: level[v] = number of edges on a shortest path from SRC to v, -1 when v is unreachable.
 * Level-synchronous and queue-free: sweep the vertices of the current level until none is found. */
#include "hpcab/kernel.h"

void bfs(int32_t *restrict level, const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N,
         int64_t NE, int64_t SRC)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++)
    level[v] = -1;
  level[SRC] = 0;
  for (int32_t cur = 0;; cur++) {
    int found = 0;
    for (int64_t v = 0; v < N; v++) {
      if (level[v] != cur)
        continue;
      for (int64_t k = G_rowptr[v]; k < G_rowptr[v + 1]; k++) {
        int32_t u = G_col[k];
        if (level[u] == -1) {
          level[u] = cur + 1;
          found = 1;
        }
      }
    }
    if (!found)
      break;
  }
}
