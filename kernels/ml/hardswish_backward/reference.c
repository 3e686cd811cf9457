/* hardswish_backward: gradient of hardswish x relu6(x + 3) / 6: dX = dY (0 for x < -3, 1 for x > 3, else (2x + 3) / 6).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void hardswish_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]), dy = HPCAB_LD(dY[i]);
    dX[i] = HPCAB_ST(x < -3 ? (acc_t)0 : x > 3 ? dy : dy * (2 * x + 3) / 6);
  }
}
