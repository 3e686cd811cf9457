/* pat_iir_rows: for each row r: y[r][0] = x[r][0]; y[r][c] = x[r][c] + alpha * y[r][c-1], c ascending. */
#include "hpcab/kernel.h"

void pat_iir_rows(const real_t *restrict x, real_t *restrict y, int64_t R, int64_t C, real_t alpha)
{
  for (int64_t r = 0; r < R; r++) {
    y[r * C] = x[r * C];
    for (int64_t c = 1; c < C; c++)
      y[r * C + c] = x[r * C + c] + alpha * y[r * C + c - 1];
  }
}
