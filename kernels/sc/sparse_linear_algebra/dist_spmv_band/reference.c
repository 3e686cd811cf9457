/* dist_spmv_band, serial: y[i] = sum_k vals[i][k] x[cols[i][k]], every column within W of its row. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

void dist_spmv_band(real_t *restrict y, const real_t *restrict vals, const int32_t *restrict cols,
                    const real_t *restrict x, int64_t N, int64_t K, int64_t W)
{
  (void)W;
  for (int64_t i = 0; i < N; i++) {
    acc_t s = 0;
    for (int64_t k = 0; k < K; k++)
      s += HPCAB_LD(vals[i * K + k]) * HPCAB_LD(x[cols[i * K + k]]);
    y[i] = HPCAB_ST(s);
  }
}

/* The columns: for row i, K columns drawn uniformly in [i - W, i + W] clipped to [0, N). */
int band_cols(const hpcab_init_ctx *ctx)
{
  int32_t *cols = ctx->arrays[ctx->target];
  int64_t N = -1, K = -1, W = -1;
  for (size_t i = 0; i < ctx->n_sizes; i++) {
    if (ctx->size_names[i][0] == 'N' && ctx->size_names[i][1] == '\0') N = ctx->size_values[i];
    if (ctx->size_names[i][0] == 'K' && ctx->size_names[i][1] == '\0') K = ctx->size_values[i];
    if (ctx->size_names[i][0] == 'W' && ctx->size_names[i][1] == '\0') W = ctx->size_values[i];
  }
  if (N < 1 || K < 1 || W < 0 || (int64_t)ctx->array_counts[ctx->target] != N * K) return 1;
  for (int64_t i = 0; i < N; i++)
    for (int64_t k = 0; k < K; k++) {
      int64_t c = i - W + (int64_t)(ctx->next_u64(ctx->rng) % (uint64_t)(2 * W + 1));
      cols[i * K + k] = (int32_t)(c < 0 ? 0 : c >= N ? N - 1 : c);
    }
  return 0;
}
