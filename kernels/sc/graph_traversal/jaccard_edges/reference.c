/* jaccard_edges: for u ascending and each out-edge e = (u, v): c = the number of common columns of rows u and v
 * (both sorted, distinct: a merge), jac[e] = c / (deg(u) + deg(v) - c) (deg(u) >= 1, so never 0/0);
 * total = the sum of jac[e] in edge order. */
#include "hpcab/kernel.h"

void jaccard_edges(real_t *restrict jac, real_t *restrict total, const int32_t *restrict G_rowptr,
                   const int32_t *restrict G_col, int64_t N, int64_t NE)
{
  (void)NE;
  real_t s = 0;
  for (int64_t u = 0; u < N; u++) {
    const int64_t du = G_rowptr[u + 1] - G_rowptr[u];
    for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++) {
      const int64_t v = G_col[e];
      const int64_t dv = G_rowptr[v + 1] - G_rowptr[v];
      int64_t i = G_rowptr[u], j = G_rowptr[v], c = 0;
      while (i < G_rowptr[u + 1] && j < G_rowptr[v + 1]) {
        if (G_col[i] < G_col[j])
          i++;
        else if (G_col[j] < G_col[i])
          j++;
        else {
          c++;
          i++;
          j++;
        }
      }
      jac[e] = (real_t)c / (real_t)(du + dv - c);
      s += jac[e];
    }
  }
  total[0] = s;
}
