/* hamiltonian_apply_fd, per band b, per point (z, y, x) (indices mod N; all in the run precision),
 * ih2 = 1 / (h h):
 *   s1 = (p[x-1] + p[x+1]) + (p[y-1] + p[y+1]) + (p[z-1] + p[z+1]), s2 likewise at distance 2
 *   lap = (3 (-5/2) p + (4/3) s1 + (-1/12) s2) ih2;  hpsi = -1/2 lap + V p
 *   eps[b] = (sum p hpsi) / (sum p p), accumulated in acc_t in point order. */
#include "hpcab/kernel.h"

static inline int64_t wrapi(int64_t i, int64_t n)
{
  return i < 0 ? i + n : i >= n ? i - n : i;
}

void hamiltonian_apply_fd(real_t *restrict hpsi, real_t *restrict eps, const real_t *restrict psi,
                          const real_t *restrict V, int64_t NB, int64_t N, real_t h)
{
  const real_t ih2 = 1 / (h * h);
  const real_t c0 = (real_t)(3 * -2.5), c1 = (real_t)(4.0 / 3.0), c2 = (real_t)(-1.0 / 12.0);
  const int64_t n3 = N * N * N;
  for (int64_t b = 0; b < NB; b++) {
    const real_t *p = psi + b * n3;
    real_t *hp = hpsi + b * n3;
    acc_t num = 0, den = 0;
    for (int64_t z = 0; z < N; z++)
      for (int64_t y = 0; y < N; y++)
        for (int64_t x = 0; x < N; x++) {
#define P(zz, yy, xx) p[(wrapi(zz, N) * N + wrapi(yy, N)) * N + wrapi(xx, N)]
          const real_t pc = p[(z * N + y) * N + x];
          const real_t s1 = (P(z, y, x - 1) + P(z, y, x + 1)) + (P(z, y - 1, x) + P(z, y + 1, x)) +
                            (P(z - 1, y, x) + P(z + 1, y, x));
          const real_t s2 = (P(z, y, x - 2) + P(z, y, x + 2)) + (P(z, y - 2, x) + P(z, y + 2, x)) +
                            (P(z - 2, y, x) + P(z + 2, y, x));
#undef P
          const real_t lap = (c0 * pc + c1 * s1 + c2 * s2) * ih2;
          const real_t r = (real_t)-0.5 * lap + V[(z * N + y) * N + x] * pc;
          hp[(z * N + y) * N + x] = r;
          num += pc * r;
          den += pc * pc;
        }
    eps[b] = (real_t)(num / den);
  }
}
