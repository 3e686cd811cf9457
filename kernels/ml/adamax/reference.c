/* adamax: Adamax step (Kingma & Ba 2015, as torch.optim.Adamax without weight decay):
 *   m = b1 m + (1 - b1) g,  u = max(b2 u, |g| + eps),  p -= (lr / (1 - b1^t)) m / u
 * The bias correction is computed with pow in double, then used in acc_t. */
#include "hpcab/kernel.h"

void adamax(real_t *restrict p, real_t *restrict m, real_t *restrict u, const real_t *restrict g, int64_t N,
            float lr, float beta1, float beta2, float eps, int32_t step)
{
  const acc_t b1 = (acc_t)beta1, b2 = (acc_t)beta2, e = (acc_t)eps;
  const acc_t clr = (acc_t)lr / (1 - (acc_t)pow((double)b1, (double)step));
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]);
    const acc_t mi = b1 * HPCAB_LD(m[i]) + (1 - b1) * gi;
    const acc_t ua = b2 * HPCAB_LD(u[i]), ub = HPCAB_FABS(gi) + e;
    const acc_t ui = ua > ub ? ua : ub;
    m[i] = HPCAB_ST(mi);
    u[i] = HPCAB_ST(ui);
    p[i] = HPCAB_ST(HPCAB_LD(p[i]) - clr * mi / ui);
  }
}
