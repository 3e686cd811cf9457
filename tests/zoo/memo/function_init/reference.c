/* a[i] = b[p^32(i)]: p followed 32 times from i (tests/zoo/memo/function_init). p comes from the custom
   initializer shuffled_cycle: one cycle through all N positions, in an order drawn from its stream. */
#include "hpcab/kernel.h"
#include <stdlib.h>

#include "hpcab/rng.h"

void function_init(real_t *restrict a, const real_t *restrict b, const int32_t *restrict p, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    int32_t j = (int32_t)i;
    for (int k = 0; k < 32; k++) j = p[j];
    a[i] = b[j];
  }
}

/* A single cycle visiting 0..N-1 in a random order (a Fisher-Yates shuffle from the array's stream):
   p[order[k]] = order[k + 1], and the last back to the first. */
int shuffled_cycle(const hpcab_init_ctx *ctx)
{
  int32_t *p = ctx->arrays[ctx->target];
  const int64_t n = (int64_t)ctx->array_counts[ctx->target];
  int32_t *order = n >= 2 ? malloc(sizeof *order * (size_t)n) : NULL;
  if (!order) return 1;
  for (int64_t i = 0; i < n; i++) order[i] = (int32_t)i;
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = (int64_t)(ctx->next_u64(ctx->rng) % (uint64_t)(i + 1));
    int32_t t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  for (int64_t k = 0; k < n; k++) p[order[k]] = order[(k + 1) % n];
  free(order);
  return 0;
}
