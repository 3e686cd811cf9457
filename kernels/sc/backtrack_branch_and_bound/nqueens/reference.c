/* nqueens: depth-first backtracking, one queen per row, columns and both diagonals tracked as bit masks.
 * Known counts: N = 6: 4, 8: 92, 10: 724, 11: 2680, 12: 14200, 13: 73712. */
#include "hpcab/kernel.h"

static int64_t place(int64_t n, int64_t row, uint32_t cols, uint32_t diag1, uint32_t diag2)
{
  if (row == n)
    return 1;
  int64_t total = 0;
  for (int64_t c = 0; c < n; c++) {
    uint32_t bc = 1u << c, b1 = 1u << (row + c), b2 = 1u << (row - c + n - 1);
    if ((cols & bc) || (diag1 & b1) || (diag2 & b2))
      continue;
    total += place(n, row + 1, cols | bc, diag1 | b1, diag2 | b2);
  }
  return total;
}

void nqueens(int64_t *restrict count, int64_t N)
{
  count[0] = N >= 1 && N <= 16 ? place(N, 0, 0, 0, 0) : 0;
}
