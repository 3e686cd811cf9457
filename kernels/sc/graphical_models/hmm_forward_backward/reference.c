/* hmm_forward_backward: alpha as in hmm_forward, with c_t its normalizers (the sum of the
 * unnormalized row; it waits in gamma[t][0] for the backward pass). beta[T-1][s] = 1; beta[t][s] = sum_r trans[s][r] emit[r][obs[t+1]] beta[t+1][r] / c_{t+1};
 * gamma[t][s] = alpha[t][s] beta[t][s]. */
#include "hpcab/kernel.h"

void hmm_forward_backward(real_t *restrict alpha, real_t *restrict beta, real_t *restrict gamma,
                          const real_t *restrict init, const real_t *restrict trans, const real_t *restrict emit,
                          const int32_t *restrict obs, int64_t T, int64_t S, int64_t K)
{
  /* forward pass; the normalizer of step t is kept in gamma[t][0] until the backward pass needs it */
  for (int64_t t = 0; t < T; t++) {
    real_t *a = alpha + t * S;
    real_t c = 0;
    for (int64_t s = 0; s < S; s++) {
      real_t v;
      if (t == 0)
        v = init[s];
      else {
        v = 0;
        for (int64_t r = 0; r < S; r++)
          v += alpha[(t - 1) * S + r] * trans[r * S + s];
      }
      a[s] = v * emit[s * K + obs[t]];
      c += a[s];
    }
    for (int64_t s = 0; s < S; s++)
      a[s] /= c;
    gamma[t * S] = c;
  }
  for (int64_t s = 0; s < S; s++)
    beta[(T - 1) * S + s] = 1;
  for (int64_t t = T - 2; t >= 0; t--) {
    const real_t c = gamma[(t + 1) * S];
    for (int64_t s = 0; s < S; s++) {
      real_t v = 0;
      for (int64_t r = 0; r < S; r++)
        v += trans[s * S + r] * emit[r * K + obs[t + 1]] * beta[(t + 1) * S + r];
      beta[t * S + s] = v / c;
    }
  }
  for (int64_t k = 0; k < T * S; k++)
    gamma[k] = alpha[k] * beta[k];
}
