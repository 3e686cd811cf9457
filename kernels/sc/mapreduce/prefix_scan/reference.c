/* prefix_scan: inclusive running sum, accumulated left to right. */
#include "hpcab/kernel.h"

void prefix_scan(real_t *restrict out, const real_t *restrict in, int64_t N)
{
  real_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    s += in[i];
    out[i] = s;
  }
}
