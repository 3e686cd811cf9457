/* doitgen (PolyBench/C 4.2): for r, q: sum[p] = sum_s A[r][q][s] C4[s][p]; then A[r][q][p] = sum[p]. */
#include "hpcab/kernel.h"

void doitgen(real_t *restrict A, const real_t *restrict C4, real_t *restrict sum, int64_t NR, int64_t NQ, int64_t NP)
{
  for (int64_t r = 0; r < NR; r++)
    for (int64_t q = 0; q < NQ; q++) {
      real_t *row = A + (r * NQ + q) * NP;
      for (int64_t p = 0; p < NP; p++) {
        real_t s = 0;
        for (int64_t k = 0; k < NP; k++)
          s += row[k] * C4[k * NP + p];
        sum[p] = s;
      }
      for (int64_t p = 0; p < NP; p++)
        row[p] = sum[p];
    }
}
