/* field_embedding_bag_sum: for each sample b, field f, dimension d:
 * out[b][f][d] = sum of T[f][ids[i]][d] for i = offsets[b*F + f] .. offsets[b*F + f + 1] - 1 (ascending). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

int field_bag_offsets_init(const hpcab_init_ctx *ctx);

static int64_t size_named(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name)) return ctx->size_values[i];
  return -1;
}

/* offsets[0] = 0 <= offsets[1] <= ... <= offsets[NBAG] = NNZ: NBAG - 1 cut points drawn uniformly in
 * [0, NNZ] (bags of random length, some empty), sorted. */
int field_bag_offsets_init(const hpcab_init_ctx *ctx)
{
  const int64_t nnz = size_named(ctx, "NNZ"), nb = size_named(ctx, "NBAG");
  if (nnz < 0 || nb < 1 || ctx->array_dtypes[ctx->target] != HPCAB_I32 || ctx->array_counts[ctx->target] != (size_t)nb + 1)
    return 1;
  int32_t *off = ctx->arrays[ctx->target];
  off[0] = 0;
  for (int64_t b = 1; b < nb; b++)
    off[b] = (int32_t)(ctx->next_u64(ctx->rng) % (uint64_t)(nnz + 1));
  for (int64_t gap = nb / 2; gap > 0; gap /= 2)
    for (int64_t i = 1 + gap; i < nb; i++) {
      int32_t v = off[i];
      int64_t j = i;
      while (j - gap >= 1 && off[j - gap] > v) {
        off[j] = off[j - gap];
        j -= gap;
      }
      off[j] = v;
    }
  off[nb] = (int32_t)nnz;
  return 0;
}

void field_embedding_bag_sum(real_t *restrict out, const real_t *restrict T, const int32_t *restrict ids,
                             const int32_t *restrict offsets, int64_t B, int64_t F, int64_t V, int64_t D, int64_t NBAG,
                             int64_t NNZ)
{
  (void)NBAG, (void)NNZ;
  for (int64_t b = 0; b < B; b++)
    for (int64_t f = 0; f < F; f++) {
      const int64_t i0 = offsets[b * F + f], i1 = offsets[b * F + f + 1];
      const real_t *tf = T + f * V * D;
      real_t *o = out + (b * F + f) * D;
      for (int64_t d = 0; d < D; d++)
        o[d] = 0;
      for (int64_t i = i0; i < i1; i++) {
        const real_t *row = tf + (int64_t)ids[i] * D;
        for (int64_t d = 0; d < D; d++)
          o[d] += row[d];
      }
    }
}
