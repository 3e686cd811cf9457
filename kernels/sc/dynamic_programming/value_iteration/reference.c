/* value_iteration: NIT sweeps, s ascending, in place: q(s, a) = R[s][a] + gamma * (sum_k P[s][a][k] V[next[s][a][k]])
 * (k ascending, V as updated so far in the sweep); V[s] = max_a q(s, a), policy[s] = the first a attaining it
 * (last sweep); delta = max over s of |new V[s] - old V[s]| in the last sweep. */
#include "hpcab/kernel.h"

void value_iteration(real_t *restrict V, int32_t *restrict policy, real_t *restrict delta, const real_t *restrict R,
                     const real_t *restrict P, const int32_t *restrict next, int64_t NS, int64_t NA, int64_t K,
                     int64_t NIT, real_t gamma)
{
  real_t dmax = 0;
  for (int64_t it = 0; it < NIT; it++) {
    dmax = 0;
    for (int64_t s = 0; s < NS; s++) {
      real_t best = 0;
      int32_t arg = 0;
      for (int64_t a = 0; a < NA; a++) {
        const int64_t o = (s * NA + a) * K;
        real_t e = 0;
        for (int64_t k = 0; k < K; k++)
          e += P[o + k] * V[next[o + k]];
        const real_t q = R[s * NA + a] + gamma * e;
        if (a == 0 || q > best) {
          best = q;
          arg = (int32_t)a;
        }
      }
      const real_t d = best > V[s] ? best - V[s] : V[s] - best;
      if (d > dmax)
        dmax = d;
      V[s] = best;
      policy[s] = arg;
    }
  }
  delta[0] = dmax;
}
