/* electron_density: x = (eig[k] - mu) / kT, f_k = x > 0 ? 2 exp(-x) / (1 + exp(-x)) : 2 / (1 + exp(x)) (no
 * overflow); rho = 0, then for k = 0 .. NB-1, for every r: rho[r] += f_k (re^2 + im^2); nel = dV * (sum of
 * rho[r], r ascending). exp in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

void electron_density(real_t *restrict rho, real_t *restrict nel, const real_t *restrict psi_re,
                      const real_t *restrict psi_im, const real_t *restrict eig, int64_t NB, int64_t NG, real_t mu,
                      real_t kT, real_t dV)
{
  for (int64_t r = 0; r < NG; r++)
    rho[r] = 0;
  for (int64_t k = 0; k < NB; k++) {
    const real_t x = (eig[k] - mu) / kT;
    real_t f;
    if (x > 0) {
      const real_t e = exp(-x);
      f = 2 * e / (1 + e);
    } else {
      f = 2 / (1 + exp(x));
    }
    const real_t *re = psi_re + k * NG, *im = psi_im + k * NG;
    for (int64_t r = 0; r < NG; r++)
      rho[r] += f * (re[r] * re[r] + im[r] * im[r]);
  }
  real_t s = 0;
  for (int64_t r = 0; r < NG; r++)
    s += rho[r];
  nel[0] = dV * s;
}
