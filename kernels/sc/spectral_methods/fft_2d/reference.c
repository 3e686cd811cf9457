/* fft_2d: X[k1][k2] = sum_{n1, n2} x[n1][n2] exp(-2 pi i (k1 n1 + k2 n2) / N): the input is copied to the
 * output, then every row and then every column is transformed in place (radix-2). */
#include "hpcab/kernel.h"
#include <math.h>

/* In-place iterative radix-2 FFT of n = 2^k complex values re[i * stride], im[i * stride]: bit-reversal
 * permutation, then log2(n) butterfly stages; twiddles exp(sign 2 pi i j / len) computed in double. */
static void fft_inplace(real_t *restrict re, real_t *restrict im, int64_t n, int64_t stride, int sign)
{
  for (int64_t i = 1, j = 0; i < n; i++) {
    int64_t bit = n >> 1;
    for (; j & bit; bit >>= 1)
      j ^= bit;
    j ^= bit;
    if (i < j) {
      real_t t = re[i * stride];
      re[i * stride] = re[j * stride];
      re[j * stride] = t;
      t = im[i * stride];
      im[i * stride] = im[j * stride];
      im[j * stride] = t;
    }
  }
  for (int64_t len = 2; len <= n; len <<= 1) {
    const int64_t half = len / 2;
    for (int64_t j = 0; j < half; j++) {
      const double ang = (double)sign * 2.0 * 3.14159265358979323846 * (double)j / (double)len;
      const real_t wr = (real_t)cos(ang), wi = (real_t)sin(ang);
      for (int64_t s = 0; s < n; s += len) {
        const int64_t a = (s + j) * stride, b = (s + j + half) * stride;
        const real_t tr = wr * re[b] - wi * im[b], ti = wr * im[b] + wi * re[b];
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
}

void fft_2d(real_t *restrict out_re, real_t *restrict out_im, const real_t *restrict in_re,
            const real_t *restrict in_im, int64_t LOG2N, int64_t N)
{
  (void)LOG2N;
  for (int64_t i = 0; i < N * N; i++) {
    out_re[i] = in_re[i];
    out_im[i] = in_im[i];
  }
  for (int64_t r = 0; r < N; r++)
    fft_inplace(out_re + r * N, out_im + r * N, N, 1, -1);
  for (int64_t c = 0; c < N; c++)
    fft_inplace(out_re + c, out_im + c, N, N, -1);
}
