/* pat_pwl_interp: xs[0..M-1] strictly increasing in [0, 1); for each x[i]: ys[0] when x <= xs[0],
 * ys[M-1] when x >= xs[M-1], else a binary search for the k with xs[k] <= x < xs[k+1] and
 * y = ys[k] + (x - xs[k]) / (xs[k+1] - xs[k]) * (ys[k+1] - ys[k]). */
#include "hpcab/kernel.h"
#include "hpcab/init.h"

int pat_pwl_xs_init(const hpcab_init_ctx *ctx);

/* xs[k] = (k + u_k / 2) / M with u_k uniform in [0, 1): strictly increasing, unevenly spaced. */
int pat_pwl_xs_init(const hpcab_init_ctx *ctx)
{
  size_t m = ctx->array_counts[ctx->target];
  hpcab_dtype dt = ctx->array_dtypes[ctx->target];
  if (dt != HPCAB_F64 && dt != HPCAB_F32) return 1;
  for (size_t k = 0; k < m; k++) {
    double u = (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53;
    double v = ((double)k + 0.5 * u) / (double)m;
    if (dt == HPCAB_F64)
      ((double *)ctx->arrays[ctx->target])[k] = v;
    else
      ((float *)ctx->arrays[ctx->target])[k] = (float)v;
  }
  return 0;
}

void pat_pwl_interp(const real_t *restrict xs, const real_t *restrict ys, const real_t *restrict x,
                    real_t *restrict y, int64_t N, int64_t M)
{
  for (int64_t i = 0; i < N; i++) {
    real_t v = x[i];
    if (v <= xs[0]) {
      y[i] = ys[0];
    } else if (v >= xs[M - 1]) {
      y[i] = ys[M - 1];
    } else {
      int64_t lo = 0, hi = M - 1;
      while (hi - lo > 1) {
        int64_t mid = (lo + hi) / 2;
        if (xs[mid] <= v)
          lo = mid;
        else
          hi = mid;
      }
      real_t t = (v - xs[lo]) / (xs[hi] - xs[lo]);
      y[i] = ys[lo] + t * (ys[hi] - ys[lo]);
    }
  }
}
