/* tanh_backward: gradient of tanh from its output: dX = dY (1 - y^2).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void tanh_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict Y, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    const acc_t y = HPCAB_LD(Y[i]);
    dX[i] = HPCAB_ST(HPCAB_LD(dY[i]) * (1 - y * y));
  }
}
