/* laplacian_smoothing: per node: m = the mean of the neighbours' positions (summed in adjacency order);
 * p' = (1 - w) p + w m; a node without neighbours keeps its position. */
#include "hpcab/kernel.h"

void laplacian_smoothing(real_t *restrict xn, real_t *restrict yn, const real_t *restrict x, const real_t *restrict y,
                         const int32_t *restrict adj_rowptr, const int32_t *restrict adj_col, int64_t N, int64_t NE,
                         real_t w)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++) {
    const int64_t deg = adj_rowptr[v + 1] - adj_rowptr[v];
    if (!deg) {
      xn[v] = x[v];
      yn[v] = y[v];
      continue;
    }
    real_t sx = 0, sy = 0;
    for (int64_t e = adj_rowptr[v]; e < adj_rowptr[v + 1]; e++) {
      sx += x[adj_col[e]];
      sy += y[adj_col[e]];
    }
    xn[v] = (1 - w) * x[v] + w * (sx / (real_t)deg);
    yn[v] = (1 - w) * y[v] + w * (sy / (real_t)deg);
  }
}
