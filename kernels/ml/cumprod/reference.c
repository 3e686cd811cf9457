/* cumprod: cumulative product along each row, Y[r][c] = X[r][0] * X[r][1] * ... * X[r][c]
 * (torch.cumprod(x, dim=1)), multiplied in order of c. */
#include "hpcab/kernel.h"

void cumprod(real_t *restrict Y, const real_t *restrict X, int64_t R, int64_t C)
{
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    real_t *y = Y + r * C;
    acc_t p = 1;
    for (int64_t c = 0; c < C; c++) {
      p *= HPCAB_LD(x[c]);
      y[c] = HPCAB_ST(p);
    }
  }
}
