/* pat_xcorr_full: for each lag L = k - (N - 1), k < N + M - 1: r[k] = sum over i in [0, N) with
 * 0 <= i + L < M of x[i] * y[i + L], i ascending. */
#include "hpcab/kernel.h"

void pat_xcorr_full(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, int64_t N, int64_t M)
{
  for (int64_t k = 0; k < N + M - 1; k++) {
    int64_t L = k - (N - 1);
    int64_t i0 = L < 0 ? -L : 0;
    int64_t i1 = M - L < N ? M - L : N;
    real_t s = 0;
    for (int64_t i = i0; i < i1; i++)
      s += x[i] * y[i + L];
    r[k] = s;
  }
}
