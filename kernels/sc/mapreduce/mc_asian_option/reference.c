/* mc_asian_option: per path, S and the running sum of S over the steps (the exponential in the run
 * precision); payoff p; sums of p and p^2 in path order (double); price = e^(-rT) mean p,
 * stderr = e^(-rT) sqrt((mean p^2 - (mean p)^2) / (NPATH - 1)) (NPATH > 1). */
#include "hpcab/kernel.h"
#include <tgmath.h>

void mc_asian_option(real_t *restrict result, const real_t *restrict Z, int64_t NPATH, int64_t NSTEP, real_t S0, real_t K,
                     real_t r, real_t sigma, real_t T)
{
  const real_t dt = T / (real_t)NSTEP, drift = (r - sigma * sigma / 2) * dt, vol = sigma * sqrt(dt);
  double s1 = 0, s2 = 0;
  for (int64_t p = 0; p < NPATH; p++) {
    real_t S = S0, acc = 0;
    for (int64_t k = 0; k < NSTEP; k++) {
      S *= exp(drift + vol * Z[p * NSTEP + k]);
      acc += S;
    }
    real_t pay = acc / (real_t)NSTEP - K;
    pay = pay > 0 ? pay : 0;
    s1 += (double)pay;
    s2 += (double)pay * (double)pay;
  }
  const double disc = exp(-(double)r * (double)T), mean = s1 / (double)NPATH;
  const double var = s2 / (double)NPATH - mean * mean;
  result[0] = (real_t)(disc * mean);
  result[1] = (real_t)(disc * sqrt((var > 0 ? var : 0) / (double)(NPATH > 1 ? NPATH - 1 : 1)));
}
