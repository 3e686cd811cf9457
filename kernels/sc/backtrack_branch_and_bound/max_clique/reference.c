/* max_clique, per graph: expand(k, P): best = max(best, k) when P is empty; otherwise, while P is not empty: stop when
 * k + |P| <= best; take v = the lowest vertex of P, expand(k + 1, P & adj[v]), remove v from P. */
#include "hpcab/kernel.h"

static void expand(const uint64_t *restrict adj, int64_t k, uint64_t P, int64_t *best)
{
  if (!P) {
    if (k > *best)
      *best = k;
    return;
  }
  while (P) {
    if (k + __builtin_popcountll(P) <= *best)
      return;
    const int v = __builtin_ctzll(P);
    expand(adj, k + 1, P & adj[v], best);
    P &= P - 1;
  }
}

void max_clique(int64_t *restrict size, const uint64_t *restrict adj, int64_t NG, int64_t N, int64_t DENS)
{
  (void)DENS;
  for (int64_t g = 0; g < NG; g++) {
    int64_t best = 0;
    if (N <= 64)
      expand(adj + g * N, 0, N == 64 ? ~0ull : (1ull << N) - 1, &best);
    size[g] = best;
  }
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
