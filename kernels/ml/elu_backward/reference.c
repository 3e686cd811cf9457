/* elu_backward: gradient of ELU from its input: dX = dY where x > 0, else dY alpha exp(x).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void elu_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, int64_t N, real_t alpha)
{
  const acc_t a = HPCAB_LD(alpha);
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]), dy = HPCAB_LD(dY[i]);
    dX[i] = HPCAB_ST(x > 0 ? dy : dy * a * HPCAB_EXP(x));
  }
}
