/* npb_ft: u = IFFT3(u0 * exp(-4 alpha pi^2 (kx^2 + ky^2 + kz^2) t)), IFFT3 the unnormalized inverse
 * (exp(+2 pi i ...)) along x, then y, then z (in place, radix-2); chk = sum_{j=1}^{1024}
 * u[5j mod NZ][3j mod NY][j mod NX] / (NX NY NZ). The evolution factor is computed in double. */
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

static double signed_freq(int64_t k, int64_t n)
{
  return (double)(k < n / 2 ? k : k - n);
}

void npb_ft(real_t *restrict u_re, real_t *restrict u_im, real_t *restrict chk, const real_t *restrict u0_re,
            const real_t *restrict u0_im, int64_t LX, int64_t LY, int64_t LZ, int64_t NX, int64_t NY, int64_t NZ,
            real_t t)
{
  (void)LX;
  (void)LY;
  (void)LZ;
  const double ap = -4.0 * 1.0e-6 * 3.14159265358979323846 * 3.14159265358979323846 * (double)t;
  for (int64_t z = 0; z < NZ; z++)
    for (int64_t y = 0; y < NY; y++)
      for (int64_t x = 0; x < NX; x++) {
        const double kx = signed_freq(x, NX), ky = signed_freq(y, NY), kz = signed_freq(z, NZ);
        const real_t f = (real_t)exp(ap * (kx * kx + ky * ky + kz * kz));
        const int64_t c = (z * NY + y) * NX + x;
        u_re[c] = u0_re[c] * f;
        u_im[c] = u0_im[c] * f;
      }
  for (int64_t z = 0; z < NZ; z++)
    for (int64_t y = 0; y < NY; y++)
      fft_inplace(u_re + (z * NY + y) * NX, u_im + (z * NY + y) * NX, NX, 1, +1);
  for (int64_t z = 0; z < NZ; z++)
    for (int64_t x = 0; x < NX; x++)
      fft_inplace(u_re + z * NY * NX + x, u_im + z * NY * NX + x, NY, NX, +1);
  for (int64_t y = 0; y < NY; y++)
    for (int64_t x = 0; x < NX; x++)
      fft_inplace(u_re + y * NX + x, u_im + y * NX + x, NZ, NX * NY, +1);
  real_t sr = 0, si = 0;
  for (int64_t j = 1; j <= 1024; j++) {
    const int64_t c = ((5 * j % NZ) * NY + 3 * j % NY) * NX + j % NX;
    sr += u_re[c];
    si += u_im[c];
  }
  chk[0] = sr / (real_t)(NX * NY * NZ);
  chk[1] = si / (real_t)(NX * NY * NZ);
}
