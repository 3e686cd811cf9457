/* mse_loss_backward: gradient of the element-wise squared error (reduction 'none'): dX = 2 dY (x - t).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void mse_loss_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, const real_t *restrict T, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    dX[i] = HPCAB_ST(2 * HPCAB_LD(dY[i]) * (HPCAB_LD(X[i]) - HPCAB_LD(T[i])));
  }
}
