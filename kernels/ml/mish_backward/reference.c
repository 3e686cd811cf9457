/* mish_backward: gradient of mish x tanh(softplus(x)): dX = dY (tanh(sp) + x sigmoid(x) (1 - tanh(sp)^2)), sp = log(1 + exp(x)).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void mish_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]), th = HPCAB_TANH(HPCAB_LOG(1 + HPCAB_EXP(x))), s = 1 / (1 + HPCAB_EXP(-x));
    dX[i] = HPCAB_ST(HPCAB_LD(dY[i]) * (th + x * s * (1 - th * th)));
  }
}
