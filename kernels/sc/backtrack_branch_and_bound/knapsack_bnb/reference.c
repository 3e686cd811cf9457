/* knapsack_bnb, per instance: order items by v/w descending (v_a w_b > v_b w_a, ties by index); dfs(k, cap, val):
 * best = max(best, val); stop at k = N; bound = val + the greedy fill of items k.. with the first item that
 * does not fit taken fractionally (floor); prune when bound <= best; else branch take (if it fits), skip. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

typedef struct {
  int64_t w[64], v[64], n, best;
} items;

static void dfs(items *it, int64_t k, int64_t cap, int64_t val)
{
  if (val > it->best)
    it->best = val;
  if (k == it->n)
    return;
  int64_t bound = val, room = cap;
  for (int64_t j = k; j < it->n; j++) {
    if (it->w[j] <= room) {
      room -= it->w[j];
      bound += it->v[j];
    } else {
      bound += it->v[j] * room / it->w[j];
      break;
    }
  }
  if (bound <= it->best)
    return;
  if (it->w[k] <= cap)
    dfs(it, k + 1, cap - it->w[k], val + it->v[k]);
  dfs(it, k + 1, cap, val);
}

static int64_t solve(const int64_t *restrict w, const int64_t *restrict v, int64_t N)
{
  items it = {.n = N, .best = 0};
  int64_t total = 0;
  for (int64_t i = 0; i < N; i++) { /* insertion by ratio, stable */
    int64_t j = i;
    while (j > 0 && v[i] * it.w[j - 1] > it.v[j - 1] * w[i]) {
      it.w[j] = it.w[j - 1];
      it.v[j] = it.v[j - 1];
      j--;
    }
    it.w[j] = w[i];
    it.v[j] = v[i];
    total += w[i];
  }
  dfs(&it, 0, total / 2, 0);
  return it.best;
}

void knapsack_bnb(int64_t *restrict best, const int64_t *restrict w, const int64_t *restrict v, int64_t NINST, int64_t N)
{
  for (int64_t k = 0; k < NINST; k++)
    best[k] = N <= 64 ? solve(w + k * N, v + k * N, N) : 0;
}

/* w: uniform 1..100 (from w's stream); v = w + 10 (reads w). */
int knapsack_items(const hpcab_init_ctx *ctx)
{
  int64_t *out = ctx->arrays[ctx->target];
  const size_t n = ctx->array_counts[ctx->target];
  if (!strcmp(ctx->array_names[ctx->target], "w")) {
    for (size_t i = 0; i < n; i++)
      out[i] = 1 + (int64_t)(ctx->next_u64(ctx->rng) % 100);
    return 0;
  }
  const int64_t *w = NULL;
  for (size_t a = 0; a < ctx->n_arrays; a++)
    if (!strcmp(ctx->array_names[a], "w"))
      w = ctx->arrays[a];
  if (!w)
    return 1;
  for (size_t i = 0; i < n; i++)
    out[i] = w[i] + 10;
  return 0;
}
