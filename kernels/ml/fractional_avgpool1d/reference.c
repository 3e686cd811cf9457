/* fractional_avgpool1d: average pooling over windows given by index arrays (the windows of fractional
 * pooling, drawn once and shared by all rows): window o covers X[r][start[o]] .. X[r][start[o] + m - 1] with
 * m = min(wlen[o] + 1, K) entries (wlen[o] < K, so m = wlen[o] + 1; start[o] < L - K keeps the window inside
 * the row); Y[r][o] = their sum (in acc_t, in order) / m. */
#include "hpcab/kernel.h"

void fractional_avgpool1d(real_t *restrict Y, const real_t *restrict X, const int32_t *restrict start,
                          const int32_t *restrict wlen, int64_t R, int64_t L, int64_t K, int64_t O)
{
  for (int64_t r = 0; r < R; r++)
    for (int64_t o = 0; o < O; o++) {
      const int64_t s0 = start[o], m = (int64_t)wlen[o] + 1 < K ? (int64_t)wlen[o] + 1 : K;
      acc_t s = 0;
      for (int64_t t = 0; t < m; t++)
        s += HPCAB_LD(X[r * L + s0 + t]);
      Y[r * O + o] = HPCAB_ST(s / (acc_t)m);
    }
}
