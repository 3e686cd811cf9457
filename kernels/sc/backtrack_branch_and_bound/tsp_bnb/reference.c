/* tsp_bnb: dfs(city, visited, cost): when all are visited, best = min(best, cost + dist[city][0]); else
 * bound = cost + sum over v in {city} and the unvisited of the cheapest dist[v][u], u unvisited or 0 (u != v,
 * and not v -> 0 while other cities remain for v = city); prune when bound >= best; try the next city in
 * index order. The diagonal is never read. */
#include "hpcab/kernel.h"

typedef struct {
  const int32_t *d;
  int64_t n, best;
} tsp;

static int64_t cheapest_exit(const tsp *t, int64_t v, uint32_t allowed)
{
  int64_t m = INT64_MAX;
  for (int64_t u = 0; u < t->n; u++)
    if (u != v && (allowed >> u & 1) && t->d[v * t->n + u] < m)
      m = t->d[v * t->n + u];
  return m;
}

static void dfs(tsp *t, int64_t city, uint32_t visited, int64_t cost)
{
  const uint32_t all = (1u << t->n) - 1, unvisited = all & ~visited;
  if (!unvisited) {
    int64_t c = cost + t->d[city * t->n];
    if (c < t->best)
      t->best = c;
    return;
  }
  int64_t bound = cost + cheapest_exit(t, city, unvisited);
  for (int64_t v = 0; v < t->n; v++)
    if (unvisited >> v & 1)
      bound += cheapest_exit(t, v, (unvisited & ~(1u << v)) | 1u);
  if (bound >= t->best)
    return;
  for (int64_t v = 1; v < t->n; v++)
    if (unvisited >> v & 1)
      dfs(t, v, visited | 1u << v, cost + t->d[city * t->n + v]);
}

void tsp_bnb(int64_t *restrict best, const int32_t *restrict dist, int64_t N)
{
  tsp t = {.d = dist, .n = N, .best = INT64_MAX};
  if (N < 2 || N > 16) {
    best[0] = 0;
    return;
  }
  dfs(&t, 0, 1u, 0);
  best[0] = t.best;
}
