/* mix_clamp_sum: v = min(max(x[i], lo), hi); s = sum of v (acc_t, i ascending); nclip counts the x[i]
 * with x[i] < lo or x[i] > hi. */
#include "hpcab/kernel.h"

void mix_clamp_sum(const real_t *restrict x, real_t *restrict s, int64_t *restrict nclip, int64_t LEN_1D, real_t lo,
                   real_t hi)
{
  acc_t sum = 0;
  int64_t n = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t v = x[i];
    if (v < lo || v > hi) n++;
    v = v < lo ? lo : v;
    v = v > hi ? hi : v;
    sum += (acc_t)v;
  }
  s[0] = (real_t)sum;
  nclip[0] = n;
}
