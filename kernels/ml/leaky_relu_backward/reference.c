/* leaky_relu_backward: gradient of leaky ReLU from its input: dX = dY where x > 0, else slope dY.
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void leaky_relu_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, int64_t N, real_t slope)
{
  const acc_t a = HPCAB_LD(slope);
  for (int64_t i = 0; i < N; i++) {
    const acc_t dy = HPCAB_LD(dY[i]);
    dX[i] = HPCAB_ST(HPCAB_LD(X[i]) > 0 ? dy : a * dy);
  }
}
