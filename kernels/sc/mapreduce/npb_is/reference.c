/* npb_is: count every key into start[key + 1], prefix-sum, then rank[i] = start[key[i]]++ in index order,
 * and shift start back (the running pointers end one bucket ahead). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

void npb_is(int32_t *restrict start, int32_t *restrict rank, const int32_t *restrict key, int64_t N, int64_t MAXKEY)
{
  for (int64_t k = 0; k <= MAXKEY; k++)
    start[k] = 0;
  for (int64_t i = 0; i < N; i++)
    start[key[i] + 1]++;
  for (int64_t k = 0; k < MAXKEY; k++)
    start[k + 1] += start[k];
  for (int64_t i = 0; i < N; i++)
    rank[i] = start[key[i]]++;
  for (int64_t k = MAXKEY; k > 0; k--)
    start[k] = start[k - 1];
  start[0] = 0;
}

/* key = floor(MAXKEY (u1 + u2 + u3 + u4) / 4), u uniform in [0, 1) */
int is_keys(const hpcab_init_ctx *ctx)
{
  int32_t *k = ctx->arrays[ctx->target];
  int64_t maxkey = 0;
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], "MAXKEY"))
      maxkey = ctx->size_values[i];
  if (maxkey < 1)
    return 1;
  for (size_t i = 0; i < ctx->array_counts[ctx->target]; i++) {
    double s = 0;
    for (int j = 0; j < 4; j++)
      s += (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53;
    k[i] = (int32_t)((double)maxkey * s / 4.0);
  }
  return 0;
}
