/* loop_tri_recur: for i < j, aa[i][j] = aa[i][j-1] * d[j] + aa[j][i].
 * A triangular iteration space (j from i + 1) whose inner loop carries a recurrence along the row;
 * the strictly lower triangle, read by columns, is never written, so the rows are independent of
 * each other (vectorizable across i after interchange of the triangular loops). */
#include "hpcab/kernel.h"

void loop_tri_recur(real_t *restrict aa, const real_t *restrict d, int64_t LEN_2D)
{
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = i + 1; j < LEN_2D; j++)
      aa[i * LEN_2D + j] = aa[i * LEN_2D + (j - 1)] * d[j] + aa[j * LEN_2D + i];
}
