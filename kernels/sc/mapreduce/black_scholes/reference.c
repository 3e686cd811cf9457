/* black_scholes: see kernel.yaml; log, exp, sqrt, erfc in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

void black_scholes(real_t *restrict call, real_t *restrict put, const real_t *restrict S, const real_t *restrict K,
                   const real_t *restrict T, const real_t *restrict r, const real_t *restrict sigma, int64_t N)
{
  const real_t rsqrt2 = (real_t)0.70710678118654752440;
  for (int64_t i = 0; i < N; i++) {
    const real_t sq = sigma[i] * sqrt(T[i]);
    const real_t d1 = (log(S[i] / K[i]) + (r[i] + sigma[i] * sigma[i] / 2) * T[i]) / sq, d2 = d1 - sq;
    const real_t disc = K[i] * exp(-r[i] * T[i]);
    const real_t n1 = erfc(-d1 * rsqrt2) / 2, n2 = erfc(-d2 * rsqrt2) / 2;
    const real_t m1 = erfc(d1 * rsqrt2) / 2, m2 = erfc(d2 * rsqrt2) / 2;
    call[i] = S[i] * n1 - disc * n2;
    put[i] = disc * m2 - S[i] * m1;
  }
}
