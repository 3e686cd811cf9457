/* loop_colnorm_weighted: x[j] = sum_i |aa[i][j]| * w[i].
 * The inner loop walks a column of a row-major array (stride LEN_2D); interchanging the loops makes
 * the walk unit-stride but turns the scalar reduction into a vector of partial sums. */
#include "hpcab/kernel.h"

void loop_colnorm_weighted(real_t *restrict x, const real_t *restrict aa, const real_t *restrict w, int64_t LEN_2D)
{
  for (int64_t j = 0; j < LEN_2D; j++) {
    acc_t s = 0;
    for (int64_t i = 0; i < LEN_2D; i++)
      s += HPCAB_FABS(HPCAB_LD(aa[i * LEN_2D + j])) * HPCAB_LD(w[i]);
    x[j] = HPCAB_ST(s);
  }
}
