/* weight_decay_grad_accum: one micro-batch of gradient accumulation with coupled L2 weight decay
 * (loss scaled by s = 1 / accumulation steps): acc[i] = acc[i] + s (g[i] + wd p[i]) in acc_t, stored; then
 * sq[0] = sum_i acc[i]^2 over the stored values, in order (the squared norm a clipper reads next). */
#include "hpcab/kernel.h"

void weight_decay_grad_accum(real_t *restrict acc, real_t *restrict sq, const real_t *restrict g,
                             const real_t *restrict p, int64_t N, real_t wd, real_t s)
{
  const acc_t w = HPCAB_LD(wd), sc = HPCAB_LD(s);
  acc_t t = 0;
  for (int64_t i = 0; i < N; i++) {
    acc[i] = HPCAB_ST(HPCAB_LD(acc[i]) + sc * (HPCAB_LD(g[i]) + w * HPCAB_LD(p[i])));
    const acc_t a = HPCAB_LD(acc[i]);
    t += a * a;
  }
  sq[0] = HPCAB_ST(t);
}
