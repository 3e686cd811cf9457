/* cumsum_reverse: reverse cumulative sum along each row (torch.flip(torch.cumsum(torch.flip(x, [1]), 1), [1])),
 * Y[r][c] = X[r][c] + X[r][c+1] + ... + X[r][C-1], summed from the end of the row. */
#include "hpcab/kernel.h"

void cumsum_reverse(real_t *restrict Y, const real_t *restrict X, int64_t R, int64_t C)
{
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    real_t *y = Y + r * C;
    acc_t s = 0;
    for (int64_t c = C - 1; c >= 0; c--) {
      s += HPCAB_LD(x[c]);
      y[c] = HPCAB_ST(s);
    }
  }
}
