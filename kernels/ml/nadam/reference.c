/* nadam: NAdam step (Dozat 2016, the form of optax.nadam / Keras Nadam without momentum decay):
 *   m = b1 m + (1 - b1) g,  v = b2 v + (1 - b2) g^2
 *   mhat = b1 m / (1 - b1^(t+1)) + (1 - b1) g / (1 - b1^t),  vhat = v / (1 - b2^t)
 *   p -= lr mhat / (sqrt(vhat) + eps)
 * The bias corrections are computed with pow in double, then used in acc_t. */
#include "hpcab/kernel.h"

void nadam(real_t *restrict p, real_t *restrict m, real_t *restrict v, const real_t *restrict g, int64_t N,
           float lr, float beta1, float beta2, float eps, int32_t step)
{
  const acc_t b1 = (acc_t)beta1, b2 = (acc_t)beta2, e = (acc_t)eps, a = (acc_t)lr;
  const acc_t c1 = 1 - (acc_t)pow((double)b1, (double)step);
  const acc_t c1n = 1 - (acc_t)pow((double)b1, (double)step + 1);
  const acc_t c2 = 1 - (acc_t)pow((double)b2, (double)step);
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]);
    const acc_t mi = b1 * HPCAB_LD(m[i]) + (1 - b1) * gi, vi = b2 * HPCAB_LD(v[i]) + (1 - b2) * gi * gi;
    m[i] = HPCAB_ST(mi);
    v[i] = HPCAB_ST(vi);
    const acc_t mhat = b1 * mi / c1n + (1 - b1) * gi / c1;
    p[i] = HPCAB_ST(HPCAB_LD(p[i]) - a * mhat / (HPCAB_SQRT(vi / c2) + e));
  }
}
