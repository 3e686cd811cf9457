/* pagerank: dangling = sum of pr[u] over vertices without out-edges; pr_new[v] = 0; for u ascending, each
 * out-edge (u, v): pr_new[v] += pr[u] / outdeg(u); then pr_new[v] = (1 - d)/N + d (pr_new[v] + dangling/N);
 * diff = sum_v |pr_new[v] - pr[v]|. */
#include "hpcab/kernel.h"
#include <math.h>

void pagerank(real_t *restrict pr_new, real_t *restrict diff, const real_t *restrict pr, const int32_t *restrict G_rowptr,
              const int32_t *restrict G_col, int64_t N, int64_t NE, real_t d)
{
  (void)NE;
  real_t dangling = 0;
  for (int64_t v = 0; v < N; v++)
    pr_new[v] = 0;
  for (int64_t u = 0; u < N; u++) {
    const int64_t deg = G_rowptr[u + 1] - G_rowptr[u];
    if (deg == 0) {
      dangling += pr[u];
      continue;
    }
    const real_t share = pr[u] / (real_t)deg;
    for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++)
      pr_new[G_col[e]] += share;
  }
  const real_t base = (1 - d) / (real_t)N, spread = dangling / (real_t)N;
  real_t s = 0;
  for (int64_t v = 0; v < N; v++) {
    pr_new[v] = base + d * (pr_new[v] + spread);
    s += (real_t)fabs((double)(pr_new[v] - pr[v]));
  }
  diff[0] = s;
}
