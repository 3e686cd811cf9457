/* dlrm_dot_interaction: for each sample b, for i ascending, j = i+1 .. F-1 ascending:
 * out[b][p] = sum_d x[b][i][d] * x[b][j][d] (d ascending), p counting the pairs in that order. */
#include "hpcab/kernel.h"

void dlrm_dot_interaction(real_t *restrict out, const real_t *restrict x, int64_t B, int64_t F, int64_t D, int64_t P)
{
  for (int64_t b = 0; b < B; b++) {
    const real_t *xb = x + b * F * D;
    int64_t p = 0;
    for (int64_t i = 0; i < F; i++)
      for (int64_t j = i + 1; j < F; j++) {
        real_t s = 0;
        for (int64_t d = 0; d < D; d++)
          s += xb[i * D + d] * xb[j * D + d];
        out[b * P + p] = s;
        p++;
      }
  }
}
