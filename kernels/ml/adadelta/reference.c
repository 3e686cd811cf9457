/* adadelta: Adadelta step (Zeiler 2012, as torch.optim.Adadelta without weight decay):
 *   sq = rho sq + (1 - rho) g^2
 *   dx = sqrt(ad + eps) / sqrt(sq + eps) g      (ad: the running average of dx^2 before this step)
 *   ad = rho ad + (1 - rho) dx^2
 *   p -= lr dx */
#include "hpcab/kernel.h"

void adadelta(real_t *restrict p, real_t *restrict sq, real_t *restrict ad, const real_t *restrict g, int64_t N,
              float lr, float rho, float eps)
{
  const acc_t r = (acc_t)rho, e = (acc_t)eps, a = (acc_t)lr;
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]);
    const acc_t si = r * HPCAB_LD(sq[i]) + (1 - r) * gi * gi;
    const acc_t ai = HPCAB_LD(ad[i]);
    const acc_t dx = HPCAB_SQRT(ai + e) / HPCAB_SQRT(si + e) * gi;
    sq[i] = HPCAB_ST(si);
    ad[i] = HPCAB_ST(r * ai + (1 - r) * dx * dx);
    p[i] = HPCAB_ST(HPCAB_LD(p[i]) - a * dx);
  }
}
