/* causal_conv1d_glu: z(o, t) = bias[o] + sum over c, k (c outer, k ascending; taps with t - K + 1 + k >= 0) of
 * Wt[o][c][k] X[n][c][t - K + 1 + k] in acc_t; Y[n][c][t] = a / (1 + exp(-g)), a = z(c, t), g = z(C + c, t). */
#include "hpcab/kernel.h"

static acc_t cconv(const real_t *restrict x, const real_t *restrict w, acc_t s, int64_t t, int64_t C, int64_t L,
                   int64_t K)
{
  for (int64_t c = 0; c < C; c++)
    for (int64_t k = 0; k < K; k++) {
      const int64_t u = t - K + 1 + k;
      if (u >= 0)
        s += HPCAB_LD(w[c * K + k]) * HPCAB_LD(x[c * L + u]);
    }
  return s;
}

void causal_conv1d_glu(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt,
                       const real_t *restrict bias, int64_t B, int64_t C, int64_t L, int64_t K, int64_t C2)
{
  (void)C2;
  for (int64_t n = 0; n < B; n++)
    for (int64_t c = 0; c < C; c++)
      for (int64_t t = 0; t < L; t++) {
        const acc_t a = cconv(X + n * C * L, Wt + c * C * K, HPCAB_LD(bias[c]), t, C, L, K);
        const acc_t g = cconv(X + n * C * L, Wt + (C + c) * C * K, HPCAB_LD(bias[C + c]), t, C, L, K);
        Y[(n * C + c) * L + t] = HPCAB_ST(a / (1 + HPCAB_EXP(-g)));
      }
}
