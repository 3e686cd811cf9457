/* graph_coloring_count: colour vertices 0, 1, ... in order; vertex v may take colour c when no neighbour u < v
 * has colour c (per-colour bit sets of the coloured vertices); count the complete colourings. */
#include "hpcab/kernel.h"

static int64_t colour(const uint64_t *restrict adj, int64_t v, int64_t n, int64_t k, uint64_t *restrict used)
{
  if (v == n)
    return 1;
  int64_t total = 0;
  for (int64_t c = 0; c < k; c++) {
    if (adj[v] & used[c])
      continue;
    used[c] |= 1ull << v;
    total += colour(adj, v + 1, n, k, used);
    used[c] &= ~(1ull << v);
  }
  return total;
}

void graph_coloring_count(int64_t *restrict count, const uint64_t *restrict adj, int64_t N, int64_t K, int64_t DENS)
{
  (void)DENS;
  uint64_t used[64] = {0};
  count[0] = N <= 64 && K <= 64 ? colour(adj, 0, N, K, used) : 0;
}

/* ---- custom initializer: a random undirected graph as adjacency bit rows ------------------------------
 * adj[g][i] bit j set iff {i, j} is an edge of graph g (N vertices; as many graphs as the array holds);
 * each pair i < j is an edge with probability DENS / 100; no loops. */
#include "hpcab/rng.h"

int random_bitgraph(const hpcab_init_ctx *ctx)
{
  uint64_t *adj = ctx->arrays[ctx->target];
  const int64_t total = (int64_t)ctx->array_counts[ctx->target];
  int64_t n = -1, dens = -1;
  for (size_t i = 0; i < ctx->n_sizes; i++) {
    if (!strcmp(ctx->size_names[i], "DENS"))
      dens = ctx->size_values[i];
    if (!strcmp(ctx->size_names[i], "N"))
      n = ctx->size_values[i];
  }
  if (n < 1 || n > 64 || total % n || dens < 0 || dens > 100)
    return 1;
  for (int64_t g = 0; g < total / n; g++) {
    uint64_t *a = adj + g * n;
    for (int64_t i = 0; i < n; i++)
      a[i] = 0;
    for (int64_t i = 0; i < n; i++)
      for (int64_t j = i + 1; j < n; j++)
        if ((int64_t)(ctx->next_u64(ctx->rng) % 100) < dens) {
          a[i] |= 1ull << j;
          a[j] |= 1ull << i;
        }
  }
  return 0;
}
