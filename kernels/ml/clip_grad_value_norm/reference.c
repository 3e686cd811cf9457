/* clip_grad_value_norm: torch.nn.utils.clip_grad_value_ followed by the norm a training loop logs:
 * g[i] = min(max(g[i], -cv), cv) in place, then norm[0] = sqrt(sum_i g[i]^2) over the clipped (stored)
 * values, summed in order in acc_t. */
#include "hpcab/kernel.h"

void clip_grad_value_norm(real_t *restrict g, real_t *restrict norm, int64_t N, real_t cv)
{
  const acc_t c = HPCAB_LD(cv);
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    acc_t v = HPCAB_LD(g[i]);
    if (v > c)
      v = c;
    else if (v < -c)
      v = -c;
    g[i] = HPCAB_ST(v);
    s += v * v;
  }
  norm[0] = HPCAB_ST(HPCAB_SQRT(s));
}
