/* poisson_nll_loss: PyTorch's PoissonNLLLoss (log_input = true, full = true, reduction mean) of log-rates X
 * and counts T: loss = sum_i (exp(x) - t x + s(t)) / N, with the Stirling term s(t) = t log t - t +
 * 0.5 log(2 pi t) where t > 1 and 0 elsewhere; everything in acc_t. */
#include "hpcab/kernel.h"

void poisson_nll_loss(real_t *restrict loss, const real_t *restrict X, const real_t *restrict T, int64_t N)
{
  const acc_t two_pi = (acc_t)6.283185307179586;
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]), t = HPCAB_LD(T[i]);
    acc_t l = HPCAB_EXP(x) - t * x;
    if (t > 1)
      l += t * HPCAB_LOG(t) - t + (acc_t)0.5 * HPCAB_LOG(two_pi * t);
    s += l;
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
}
