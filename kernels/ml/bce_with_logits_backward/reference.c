/* bce_with_logits_backward: gradient of BCE with logits and pos_weight pw (reduction 'none'): dX = dY ((pw t + 1 - t) sigmoid(x) - pw t).
 * Element-wise in acc_t. */
#include "hpcab/kernel.h"

void bce_with_logits_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, const real_t *restrict T, int64_t N, real_t pw)
{
  const acc_t a = HPCAB_LD(pw);
  for (int64_t i = 0; i < N; i++) {
    const acc_t t = HPCAB_LD(T[i]), s = 1 / (1 + HPCAB_EXP(-HPCAB_LD(X[i])));
    dX[i] = HPCAB_ST(HPCAB_LD(dY[i]) * ((a * t + 1 - t) * s - a * t));
  }
}
