/* pat_cmac: for k < N, with (re, im) interleaved: c[2k] += a[2k] b[2k] - a[2k+1] b[2k+1];
 * c[2k+1] += a[2k] b[2k+1] + a[2k+1] b[2k]. */
#include "hpcab/kernel.h"

void pat_cmac(const real_t *restrict a, const real_t *restrict b, real_t *restrict c, int64_t N)
{
  for (int64_t k = 0; k < N; k++) {
    real_t ar = a[2 * k], ai = a[2 * k + 1], br = b[2 * k], bi = b[2 * k + 1];
    c[2 * k] += ar * br - ai * bi;
    c[2 * k + 1] += ar * bi + ai * br;
  }
}
