/* fft: X[k] = sum_n x[n] exp(-2 pi i n k / N), N = 2^LOG2N; iterative radix-2 (bit reversal, then
 * LOG2N butterfly stages with twiddles cos/sin(2 pi j / len) computed in double). */
#include "hpcab/kernel.h"
#include <math.h>

void fft(real_t *restrict out_re, real_t *restrict out_im, const real_t *restrict in_re,
         const real_t *restrict in_im, int64_t LOG2N, int64_t N)
{
  for (int64_t n = 0; n < N; n++) {
    int64_t r = 0;
    for (int64_t b = 0; b < LOG2N; b++)
      r |= ((n >> b) & 1) << (LOG2N - 1 - b);
    out_re[r] = in_re[n];
    out_im[r] = in_im[n];
  }
  for (int64_t len = 2; len <= N; len <<= 1) {
    int64_t half = len / 2;
    for (int64_t j = 0; j < half; j++) {
      double ang = -2.0 * 3.14159265358979323846 * (double)j / (double)len;
      real_t wr = (real_t)cos(ang), wi = (real_t)sin(ang);
      for (int64_t s = 0; s < N; s += len) {
        int64_t a = s + j, b = s + j + half;
        real_t tr = wr * out_re[b] - wi * out_im[b];
        real_t ti = wr * out_im[b] + wi * out_re[b];
        out_re[b] = out_re[a] - tr;
        out_im[b] = out_im[a] - ti;
        out_re[a] += tr;
        out_im[a] += ti;
      }
    }
  }
}
