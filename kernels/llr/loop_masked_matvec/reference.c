/* loop_masked_matvec: y[i] = sum over j with m[i][j] of A[i][j] * x[j].
 * A conditional inside a dot-product reduction, the mask a separate byte array: if-conversion to a
 * select (or a masked load) makes the inner loop vectorizable. */
#include "hpcab/kernel.h"

void loop_masked_matvec(real_t *restrict y, const real_t *restrict A, const bool *restrict m, const real_t *restrict x,
                        int64_t LEN_2D)
{
  for (int64_t i = 0; i < LEN_2D; i++) {
    acc_t s = 0;
    for (int64_t j = 0; j < LEN_2D; j++)
      if (m[i * LEN_2D + j])
        s += HPCAB_LD(A[i * LEN_2D + j]) * HPCAB_LD(x[j]);
    y[i] = HPCAB_ST(s);
  }
}
