/* smooth_l1_backward: gradient of the smooth L1 loss with threshold beta (reduction 'none'): d = x - t, dX = dY d / beta where |d| < beta, else dY sign(d).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void smooth_l1_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, const real_t *restrict T, int64_t N, real_t beta)
{
  const acc_t a = HPCAB_LD(beta);
  for (int64_t i = 0; i < N; i++) {
    const acc_t d = HPCAB_LD(X[i]) - HPCAB_LD(T[i]), dy = HPCAB_LD(dY[i]);
    dX[i] = HPCAB_ST(d < -a ? -dy : d > a ? dy : dy * d / a);
  }
}
