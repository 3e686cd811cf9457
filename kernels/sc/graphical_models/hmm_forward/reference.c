/* hmm_forward: a[0][s] = init[s] emit[s][obs[0]]; a[t][s] = (sum_r a[t-1][r] trans[r][s]) emit[s][obs[t]]
 * (r ascending); every row is divided by its sum c_t (computed in index order) and loglik = sum_t log c_t. */
#include "hpcab/kernel.h"
#include <math.h>

void hmm_forward(real_t *restrict alpha, real_t *restrict loglik, const real_t *restrict init,
                 const real_t *restrict trans, const real_t *restrict emit, const int32_t *restrict obs, int64_t T,
                 int64_t S, int64_t K)
{
  double ll = 0;
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
    ll += log((double)c);
  }
  loglik[0] = (real_t)ll;
}
