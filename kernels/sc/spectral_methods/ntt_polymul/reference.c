/* ntt_polymul: iterative radix-2 NTT (bit reversal, then stages with w_len = 3^((p - 1) / len) mod p;
 * the inverse uses w_len^-1 and scales by N^-1 mod p). c[N-1] is 0 (the product has degree N - 2). */
#include "hpcab/kernel.h"

#define P 998244353u

static uint32_t mulmod(uint32_t a, uint32_t b)
{
  return (uint32_t)((uint64_t)a * b % P);
}

static uint32_t powmod(uint32_t a, uint64_t e)
{
  uint32_t r = 1;
  for (; e; e >>= 1, a = mulmod(a, a))
    if (e & 1)
      r = mulmod(r, a);
  return r;
}

static void ntt(uint32_t *restrict x, int64_t n, int inverse)
{
  for (int64_t i = 1, j = 0; i < n; i++) {
    int64_t bit = n >> 1;
    for (; j & bit; bit >>= 1)
      j ^= bit;
    j ^= bit;
    if (i < j) {
      uint32_t t = x[i];
      x[i] = x[j];
      x[j] = t;
    }
  }
  for (int64_t len = 2; len <= n; len <<= 1) {
    uint32_t wl = powmod(3, (P - 1) / (uint64_t)len);
    if (inverse)
      wl = powmod(wl, P - 2);
    const int64_t half = len / 2;
    uint32_t w = 1;
    for (int64_t j = 0; j < half; j++, w = mulmod(w, wl))
      for (int64_t s = 0; s < n; s += len) {
        uint32_t u = x[s + j], v = mulmod(x[s + j + half], w);
        x[s + j] = u + v >= P ? u + v - P : u + v;
        x[s + j + half] = u >= v ? u - v : u + P - v;
      }
  }
  if (inverse) {
    const uint32_t ninv = powmod((uint32_t)(n % P), P - 2);
    for (int64_t i = 0; i < n; i++)
      x[i] = mulmod(x[i], ninv);
  }
}

void ntt_polymul(uint32_t *restrict c, uint32_t *restrict fa, uint32_t *restrict fb, const uint32_t *restrict a,
                 const uint32_t *restrict b, int64_t LOG2N, int64_t N, int64_t NH)
{
  (void)LOG2N;
  for (int64_t i = 0; i < N; i++) {
    fa[i] = i < NH ? a[i] % P : 0;
    fb[i] = i < NH ? b[i] % P : 0;
  }
  ntt(fa, N, 0);
  ntt(fb, N, 0);
  for (int64_t i = 0; i < N; i++)
    c[i] = mulmod(fa[i], fb[i]);
  ntt(c, N, 1);
}
