/* connected_components: comp is the union-find parent array: comp[v] = v; for every edge (u, v): find both
 * roots (path halving) and hang the larger root under the smaller (so a root is its set's smallest vertex);
 * finally comp[v] = root of v, and ncomp = the number of roots. */
#include "hpcab/kernel.h"

static int32_t find(int32_t *restrict p, int32_t v)
{
  while (p[v] != v) {
    p[v] = p[p[v]];
    v = p[v];
  }
  return v;
}

void connected_components(int32_t *restrict comp, int64_t *restrict ncomp, const int32_t *restrict G_rowptr,
                          const int32_t *restrict G_col, int64_t N, int64_t NE)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++)
    comp[v] = (int32_t)v;
  for (int64_t u = 0; u < N; u++)
    for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++) {
      int32_t a = find(comp, (int32_t)u), b = find(comp, G_col[e]);
      if (a < b)
        comp[b] = a;
      else if (b < a)
        comp[a] = b;
    }
  int64_t roots = 0;
  for (int64_t v = 0; v < N; v++) {
    comp[v] = find(comp, (int32_t)v);
    roots += comp[v] == v;
  }
  ncomp[0] = roots;
}
