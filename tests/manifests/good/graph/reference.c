/* indegree: indeg[v] = number of edges u -> v of the graph G (CSR pattern, no values). */
#include "hpcab/kernel.h"

void indegree(int64_t *restrict indeg, const int64_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N,
              int64_t NE)
{
  for (int64_t v = 0; v < N; v++)
    indeg[v] = 0;
  for (int64_t e = G_rowptr[0]; e < G_rowptr[N] && e < NE; e++)
    indeg[G_col[e]]++;
}
