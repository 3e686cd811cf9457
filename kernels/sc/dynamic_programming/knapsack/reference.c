/* knapsack: best = 0; for each item k in order, for c = C down to w[k]: best[c] = max(best[c], best[c - w[k]] + v[k]). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

void knapsack(int64_t *restrict best, const int32_t *restrict w, const int32_t *restrict v, int64_t N, int64_t C,
              int64_t WMAX)
{
  (void)WMAX;
  for (int64_t c = 0; c <= C; c++)
    best[c] = 0;
  for (int64_t k = 0; k < N; k++)
    for (int64_t c = C; c >= w[k]; c--) {
      int64_t take = best[c - w[k]] + v[k];
      if (take > best[c])
        best[c] = take;
    }
}

/* weights uniform in 1 .. WMAX */
int knapsack_weights(const hpcab_init_ctx *ctx)
{
  int32_t *w = ctx->arrays[ctx->target];
  int64_t wmax = 0;
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], "WMAX"))
      wmax = ctx->size_values[i];
  if (wmax < 1)
    return 1;
  for (size_t i = 0; i < ctx->array_counts[ctx->target]; i++)
    w[i] = 1 + (int32_t)(ctx->next_u64(ctx->rng) % (uint64_t)wmax);
  return 0;
}
