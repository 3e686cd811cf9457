/* adv_secret_stride_2d: aa[i][j] = aa[i-KI][j-KJ] * c + bb[i][j] for KI <= i, KJ <= j (row-major),
 * the dependence vector (KI, KJ) drawn at run time. Rows i < KI and columns j < KJ are left as they are. */
#include "hpcab/kernel.h"

void adv_secret_stride_2d(real_t *restrict aa, const real_t *restrict bb, int64_t LEN_2D, int64_t KI, int64_t KJ,
                          real_t c)
{
  for (int64_t i = KI; i < LEN_2D; i++)
    for (int64_t j = KJ; j < LEN_2D; j++)
      aa[i * LEN_2D + j] = aa[(i - KI) * LEN_2D + (j - KJ)] * c + bb[i * LEN_2D + j];
}
