/* dft: X[k] = sum_{n ascending} x[n] tw[(k n) mod N], complex products, tw[m] = exp(-2 pi i m / N). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <math.h>

void dft(real_t *restrict out_re, real_t *restrict out_im, const real_t *restrict in_re, const real_t *restrict in_im,
         const real_t *restrict tw_re, const real_t *restrict tw_im, int64_t N)
{
  for (int64_t k = 0; k < N; k++) {
    real_t sr = 0, si = 0;
    int64_t m = 0; /* (k n) mod N */
    for (int64_t n = 0; n < N; n++) {
      sr += in_re[n] * tw_re[m] - in_im[n] * tw_im[m];
      si += in_re[n] * tw_im[m] + in_im[n] * tw_re[m];
      m += k;
      if (m >= N)
        m -= N;
    }
    out_re[k] = sr;
    out_im[k] = si;
  }
}

/* tw_re[m] = cos(-2 pi m / N), tw_im[m] = sin(-2 pi m / N), computed in double (no randomness). */
int dft_twiddles(const hpcab_init_ctx *ctx)
{
  real_t *t = ctx->arrays[ctx->target];
  const int64_t n = (int64_t)ctx->array_counts[ctx->target];
  const int imag = !strcmp(ctx->array_names[ctx->target], "tw_im");
  for (int64_t m = 0; m < n; m++) {
    const double ang = -2.0 * 3.14159265358979323846 * (double)m / (double)n;
    t[m] = (real_t)(imag ? sin(ang) : cos(ang));
  }
  return 0;
}
