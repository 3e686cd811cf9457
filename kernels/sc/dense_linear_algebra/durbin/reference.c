/* durbin (PolyBench/C 4.2): y[0] = -r[0], beta = 1, alpha = -r[0]; for k = 1 .. N-1:
 * beta = (1 - alpha^2) beta; alpha = -(r[k] + sum_{i<k} r[k-i-1] y[i]) / beta;
 * y[i] = y[i] + alpha y[k-i-1] for all i < k at once (PolyBench goes through a work vector z; here the
 * pairs (i, k-1-i) are updated together in place, the same operations); y[k] = alpha. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

void durbin(const real_t *restrict r, real_t *restrict y, int64_t N)
{
  real_t alpha = -r[0], beta = 1;
  y[0] = -r[0];
  for (int64_t k = 1; k < N; k++) {
    beta = (1 - alpha * alpha) * beta;
    real_t sum = 0;
    for (int64_t i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int64_t i = 0, j = k - 1; i <= j; i++, j--) {
      real_t a = y[i], b = y[j];
      y[i] = a + alpha * b;
      if (i < j)
        y[j] = b + alpha * a;
    }
    y[k] = alpha;
  }
}

static double unit(const hpcab_init_ctx *ctx)
{
  return (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53;
}

/* r[k] = sum_m w_m rho_m^(k+1) over 4 components, rho_m uniform in (-0.9, 0.9), w_m > 0 with sum 1/2. */
int durbin_init_r(const hpcab_init_ctx *ctx)
{
  real_t *r = ctx->arrays[ctx->target];
  int64_t n = (int64_t)ctx->array_counts[ctx->target];
  double w[4], rho[4], p[4], total = 0;
  for (int m = 0; m < 4; m++) {
    w[m] = 0.05 + unit(ctx);
    rho[m] = 1.8 * unit(ctx) - 0.9;
    total += w[m];
    p[m] = 1;
  }
  for (int m = 0; m < 4; m++)
    w[m] *= 0.5 / total;
  for (int64_t k = 0; k < n; k++) {
    double v = 0;
    for (int m = 0; m < 4; m++) {
      p[m] *= rho[m];
      v += w[m] * p[m];
    }
    r[k] = (real_t)v;
  }
  return 0;
}
