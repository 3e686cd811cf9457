/* sigmoid_backward: gradient of the logistic sigmoid from its output: dX = dY y (1 - y).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void sigmoid_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict Y, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    const acc_t y = HPCAB_LD(Y[i]);
    dX[i] = HPCAB_ST(HPCAB_LD(dY[i]) * y * (1 - y));
  }
}
