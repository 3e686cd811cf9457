/* mix_collatz_steps: for each n[i] >= 1, iterate v -> v/2 (v even) or 3v+1 (v odd) from v = n[i] until
 * v == 1 or maxit steps were taken; steps[i] = the steps taken, total = their sum. */
#include "hpcab/kernel.h"

void mix_collatz_steps(const int64_t *restrict n, int32_t *restrict steps, int64_t *restrict total, int64_t LEN_1D,
                       int32_t maxit)
{
  int64_t t = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    int64_t v = n[i];
    int32_t k = 0;
    while (v != 1 && k < maxit) {
      v = (v % 2 == 0) ? v / 2 : 3 * v + 1;
      k++;
    }
    steps[i] = k;
    t += k;
  }
  total[0] = t;
}
