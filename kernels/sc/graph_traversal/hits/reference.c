/* hits: auth = 0; for u ascending, each out-edge (u, v): auth[v] += hub[u]; na = sqrt(sum auth[v]^2) and, when
 * na > 0, auth[v] /= na; then hub_new[u] = sum over the out-edges (u, v) of auth[v] (edges in order);
 * nh = sqrt(sum hub_new[u]^2) and, when nh > 0, hub_new[u] /= nh. */
#include "hpcab/kernel.h"
#include <math.h>

void hits(real_t *restrict auth, real_t *restrict hub_new, const real_t *restrict hub, const int32_t *restrict G_rowptr,
          const int32_t *restrict G_col, int64_t N, int64_t NE)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++)
    auth[v] = 0;
  for (int64_t u = 0; u < N; u++)
    for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++)
      auth[G_col[e]] += hub[u];
  real_t sa = 0;
  for (int64_t v = 0; v < N; v++)
    sa += auth[v] * auth[v];
  const real_t na = (real_t)sqrt((double)sa);
  if (na > 0)
    for (int64_t v = 0; v < N; v++)
      auth[v] /= na;
  real_t sh = 0;
  for (int64_t u = 0; u < N; u++) {
    real_t s = 0;
    for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++)
      s += auth[G_col[e]];
    hub_new[u] = s;
    sh += s * s;
  }
  const real_t nh = (real_t)sqrt((double)sh);
  if (nh > 0)
    for (int64_t u = 0; u < N; u++)
      hub_new[u] /= nh;
}
