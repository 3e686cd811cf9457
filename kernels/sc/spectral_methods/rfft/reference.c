/* rfft: X[k] = sum_n x[n] exp(-2 pi i n k / N), k = 0 .. N/2. With M = N/2 and Z = FFT_M(x[2n] + i x[2n+1]):
 * E_k = (Z_k + conj(Z_{M-k})) / 2, O_k = (Z_k - conj(Z_{M-k})) / (2i), X_k = E_k + W^k O_k and
 * X_{M-k} = conj(E_k - W^k O_k) with W = exp(-2 pi i / N) (Z_M = Z_0); X_0 and X_M are real. */
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

void rfft(real_t *restrict out_re, real_t *restrict out_im, const real_t *restrict x, int64_t LOG2N, int64_t N,
          int64_t NH)
{
  (void)LOG2N;
  (void)NH;
  const int64_t M = N / 2;
  for (int64_t n = 0; n < M; n++) {
    out_re[n] = x[2 * n];
    out_im[n] = x[2 * n + 1];
  }
  fft_inplace(out_re, out_im, M, 1, -1);
  const real_t z0r = out_re[0], z0i = out_im[0];
  out_re[0] = z0r + z0i;
  out_im[0] = 0;
  out_re[M] = z0r - z0i;
  out_im[M] = 0;
  for (int64_t k = 1; k <= M / 2; k++) {
    const real_t ar = out_re[k], ai = out_im[k], br = out_re[M - k], bi = out_im[M - k];
    const real_t er = (ar + br) / 2, ei = (ai - bi) / 2;  /* E_k */
    const real_t orr = (ai + bi) / 2, oi = (br - ar) / 2; /* O_k = (Z_k - conj(Z_{M-k})) / 2i */
    const double ang = -2.0 * 3.14159265358979323846 * (double)k / (double)N;
    const real_t wr = (real_t)cos(ang), wi = (real_t)sin(ang);
    const real_t tr = wr * orr - wi * oi, ti = wr * oi + wi * orr;
    out_re[k] = er + tr;
    out_im[k] = ei + ti;
    out_re[M - k] = er - tr;
    out_im[M - k] = -(ei - ti);
  }
}
