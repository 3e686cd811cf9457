/* fft_radix4: X[k] = sum_n x[n] exp(-2 pi i n k / N). The input is placed in base-4 digit-reversed order, then
 * LOG4N stages of radix-4 butterflies: with q = len / 4 and a_r = W_len^(r j) x[s + j + r q] (W_len =
 * exp(-2 pi i / len), twiddles computed in double),
 * y0 = a0 + a1 + a2 + a3, y1 = a0 - i a1 - a2 + i a3, y2 = a0 - a1 + a2 - a3, y3 = a0 + i a1 - a2 - i a3. */
#include "hpcab/kernel.h"
#include <math.h>

void fft_radix4(real_t *restrict out_re, real_t *restrict out_im, const real_t *restrict in_re,
                const real_t *restrict in_im, int64_t LOG4N, int64_t N)
{
  for (int64_t n = 0; n < N; n++) {
    int64_t r = 0, v = n;
    for (int64_t d = 0; d < LOG4N; d++) {
      r = (r << 2) | (v & 3);
      v >>= 2;
    }
    out_re[r] = in_re[n];
    out_im[r] = in_im[n];
  }
  for (int64_t len = 4; len <= N; len <<= 2) {
    const int64_t q = len / 4;
    for (int64_t j = 0; j < q; j++) {
      const double ang = -2.0 * 3.14159265358979323846 * (double)j / (double)len;
      const real_t w1r = (real_t)cos(ang), w1i = (real_t)sin(ang);
      const real_t w2r = (real_t)cos(2 * ang), w2i = (real_t)sin(2 * ang);
      const real_t w3r = (real_t)cos(3 * ang), w3i = (real_t)sin(3 * ang);
      for (int64_t s = 0; s < N; s += len) {
        const int64_t i0 = s + j, i1 = i0 + q, i2 = i1 + q, i3 = i2 + q;
        const real_t a0r = out_re[i0], a0i = out_im[i0];
        const real_t a1r = w1r * out_re[i1] - w1i * out_im[i1], a1i = w1r * out_im[i1] + w1i * out_re[i1];
        const real_t a2r = w2r * out_re[i2] - w2i * out_im[i2], a2i = w2r * out_im[i2] + w2i * out_re[i2];
        const real_t a3r = w3r * out_re[i3] - w3i * out_im[i3], a3i = w3r * out_im[i3] + w3i * out_re[i3];
        const real_t s02r = a0r + a2r, s02i = a0i + a2i, d02r = a0r - a2r, d02i = a0i - a2i;
        const real_t s13r = a1r + a3r, s13i = a1i + a3i, d13r = a1r - a3r, d13i = a1i - a3i;
        out_re[i0] = s02r + s13r;
        out_im[i0] = s02i + s13i;
        out_re[i1] = d02r + d13i; /* a0 - a2 - i (a1 - a3) */
        out_im[i1] = d02i - d13r;
        out_re[i2] = s02r - s13r;
        out_im[i2] = s02i - s13i;
        out_re[i3] = d02r - d13i; /* a0 - a2 + i (a1 - a3) */
        out_im[i3] = d02i + d13r;
      }
    }
  }
}
