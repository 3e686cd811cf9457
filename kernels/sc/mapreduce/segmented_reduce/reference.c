/* segmented_reduce: for segment s, over v[offsets[s] .. offsets[s+1]) in order: sums[s] = the sum (0 when
 * empty), maxs[s] = the maximum (-Inf when empty). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <math.h>
#include <stdlib.h>

void segmented_reduce(real_t *restrict sums, real_t *restrict maxs, const int32_t *restrict offsets,
                      const real_t *restrict v, int64_t N, int64_t NSEG)
{
  (void)N;
  for (int64_t s = 0; s < NSEG; s++) {
    real_t acc = 0, m = (real_t)-INFINITY;
    for (int64_t i = offsets[s]; i < offsets[s + 1]; i++) {
      acc += v[i];
      if (v[i] > m)
        m = v[i];
    }
    sums[s] = acc;
    maxs[s] = m;
  }
}

/* offsets[0] = 0, offsets[NSEG] = N, in between N times the normalized partial sums of NSEG exponential
   gaps, rounded down (so segment lengths vary, and short ones can be empty). */
int segment_offsets(const hpcab_init_ctx *ctx)
{
  int32_t *o = ctx->arrays[ctx->target];
  const int64_t nseg = (int64_t)ctx->array_counts[ctx->target] - 1;
  int64_t n = -1;
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], "N"))
      n = ctx->size_values[i];
  if (n < 0 || nseg < 1)
    return 1;
  double *g = malloc(sizeof *g * (size_t)nseg), total = 0;
  if (!g)
    return 1;
  for (int64_t s = 0; s < nseg; s++) {
    g[s] = -log(1.0 - (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53);
    total += g[s];
  }
  double run = 0;
  o[0] = 0;
  for (int64_t s = 1; s < nseg; s++) {
    run += g[s - 1];
    int64_t k = (int64_t)((double)n * run / total);
    o[s] = (int32_t)(k > n ? n : k);
  }
  o[nseg] = (int32_t)n;
  free(g);
  return 0;
}
