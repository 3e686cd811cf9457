/* kl_div_log_target: torch.nn.functional.kl_div(logq, logp, reduction="batchmean", log_target=True) of input
 * log-probabilities logq and target log-probabilities logp (N x C):
 *   loss = sum over all elements of exp(logp) (logp - logq), divided by N; summed in order, in acc_t. */
#include "hpcab/kernel.h"

void kl_div_log_target(real_t *restrict loss, const real_t *restrict logq, const real_t *restrict logp, int64_t N,
                       int64_t C)
{
  acc_t s = 0;
  for (int64_t i = 0; i < N * C; i++) {
    const acc_t lp = HPCAB_LD(logp[i]);
    s += HPCAB_EXP(lp) * (lp - HPCAB_LD(logq[i]));
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
}
