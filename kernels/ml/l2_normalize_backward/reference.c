/* l2_normalize_backward: gradient of y = x / max(||x||_2, eps) per row (eps = 1e-12).
 * Per row, in acc_t: s = sum_k x_k^2, p = sum_k x_k dY_k (k in order), r = sqrt(s).
 * Where r > eps: dX_k = dY_k / r - x_k p / (r r r); else (the clamp is active) dX_k = dY_k / eps. */
#include "hpcab/kernel.h"

void l2_normalize_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict X, int64_t M,
                           int64_t D)
{
  const acc_t eps = (acc_t)1e-12;
  for (int64_t i = 0; i < M; i++) {
    const real_t *x = X + i * D, *dy = dY + i * D;
    real_t *dx = dX + i * D;
    acc_t s = 0, p = 0;
    for (int64_t k = 0; k < D; k++) {
      const acc_t xv = HPCAB_LD(x[k]);
      s += xv * xv;
      p += xv * HPCAB_LD(dy[k]);
    }
    const acc_t r = HPCAB_SQRT(s);
    if (r > eps) {
      const acc_t c = p / (r * r * r);
      for (int64_t k = 0; k < D; k++)
        dx[k] = HPCAB_ST(HPCAB_LD(dy[k]) / r - HPCAB_LD(x[k]) * c);
    } else {
      for (int64_t k = 0; k < D; k++)
        dx[k] = HPCAB_ST(HPCAB_LD(dy[k]) / eps);
    }
  }
}
