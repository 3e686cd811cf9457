/* The reference of tests/manifests/good/mix: out = alpha * S c, and the custom initializer of c. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

int mix_init_c(const hpcab_init_ctx *ctx);

/* c[k] = p[k] + h/2, h a random bit from the stream: reads the earlier array p (i64). */
int mix_init_c(const hpcab_init_ctx *ctx)
{
  size_t ip = 0;
  while (ip < ctx->n_arrays && (ctx->array_names[ip][0] != 'p' || ctx->array_names[ip][1] != '\0')) ip++;
  if (ip >= ctx->target || ctx->array_dtypes[ip] != HPCAB_I64 || !ctx->arrays[ip]) return 1;
  if (ctx->array_counts[ip] != ctx->array_counts[ctx->target]) return 2;
  const int64_t *p = ctx->arrays[ip];
  real_t *c = ctx->arrays[ctx->target];
  for (size_t k = 0; k < ctx->array_counts[ctx->target]; k++) {
    uint64_t h = ctx->next_u64(ctx->rng) >> 63;
    c[k] = HPCAB_ST((acc_t)p[k] + (acc_t)h * (acc_t)0.5);
  }
  return 0;
}

void mix(real_t *restrict out, const real_t *restrict S, real_t *restrict D, const int64_t *restrict p,
         const int32_t *restrict ix, const double _Complex *restrict z, const real_t *restrict w,
         float *restrict neg, const int16_t *restrict cnt, real_t *restrict zero, const int64_t *restrict B_row,
         const int32_t *restrict B_col, const real_t *restrict B_val, const real_t *restrict c, int64_t N,
         int64_t M, int64_t NNZ, real_t alpha, int32_t steps)
{
  (void)D, (void)p, (void)ix, (void)z, (void)w, (void)neg, (void)cnt, (void)zero, (void)B_row, (void)B_col;
  (void)B_val, (void)M, (void)NNZ, (void)steps;
  for (int64_t i = 0; i < N; i++) {
    acc_t s = 0;
    for (int64_t j = 0; j < N; j++) s += HPCAB_LD(S[i * N + j]) * HPCAB_LD(c[j]);
    out[i] = HPCAB_ST(HPCAB_LD(alpha) * s);
  }
}
