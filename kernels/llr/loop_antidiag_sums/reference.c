/* loop_antidiag_sums: the sum along each anti-diagonal, walked diagonally (stride LEN_2D - 1 through
 * the row-major array) with bounds that depend on k. Each sum runs i upwards; the row-wise form
 * (d[i + j] += aa[i][j]) adds the same terms in the same order but needs d zeroed first. */
#include "hpcab/kernel.h"

void loop_antidiag_sums(real_t *restrict d, const real_t *restrict aa, int64_t LEN_2D)
{
  const int64_t N = LEN_2D;
  for (int64_t k = 0; k < 2 * N - 1; k++) {
    int64_t lo = k - (N - 1) > 0 ? k - (N - 1) : 0;
    int64_t hi = k < N - 1 ? k : N - 1;
    acc_t s = 0;
    for (int64_t i = lo; i <= hi; i++)
      s += HPCAB_LD(aa[i * N + (k - i)]);
    d[k] = HPCAB_ST(s);
  }
}
