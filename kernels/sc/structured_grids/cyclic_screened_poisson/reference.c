/* cyclic_screened_poisson, per row (all in the run precision), b = 2 + kh2, g = -b, h2 = h h:
 *   the modified diagonal: b0 = b - g at 0, b + 1 / b at NX - 1 (b - alpha beta / g with
 *   alpha = beta = -1), b elsewhere; off-diagonals -1.
 *   one forward sweep for both right-hand sides r = h2 rho and u = (g, 0, ..., 0, -1):
 *     bet = b0, y[0] = r[0] / bet, z[0] = g / bet; for j >= 1: cp[j] = -1 / bet, bet = diag[j] + cp[j],
 *     y[j] = (r[j] + y[j-1]) / bet, z[j] = (u[j] + z[j-1]) / bet
 *   back: y[j] -= cp[j+1] y[j+1], z[j] -= cp[j+1] z[j+1] for j = NX-2 .. 0
 *   fact = (y[0] - y[NX-1] / g) / (1 + z[0] - z[NX-1] / g); phi = y - fact z
 *   E[i] = -(phi[i+1] - phi[i-1]) / (2 h), indices mod NX.
 * z is kept in E until phi is done. */
#include "hpcab/kernel.h"

void cyclic_screened_poisson(real_t *restrict phi, real_t *restrict E, const real_t *restrict rho, int64_t NROW,
                             int64_t NX, real_t kh2, real_t h)
{
  real_t cp[4096];
  const real_t b = 2 + kh2, g = -b, h2 = h * h;
  const real_t b0 = b - g, bn = b + 1 / b;
  for (int64_t r = 0; r < NROW; r++) {
    const real_t *R = rho + r * NX;
    real_t *y = phi + r * NX, *z = E + r * NX;
    real_t bet = b0;
    y[0] = h2 * R[0] / bet;
    z[0] = g / bet;
    for (int64_t j = 1; j < NX; j++) {
      cp[j] = -1 / bet;
      bet = (j == NX - 1 ? bn : b) + cp[j];
      y[j] = (h2 * R[j] + y[j - 1]) / bet;
      z[j] = ((j == NX - 1 ? (real_t)-1 : (real_t)0) + z[j - 1]) / bet;
    }
    for (int64_t j = NX - 2; j >= 0; j--) {
      y[j] -= cp[j + 1] * y[j + 1];
      z[j] -= cp[j + 1] * z[j + 1];
    }
    const real_t fact = (y[0] - y[NX - 1] / g) / (1 + z[0] - z[NX - 1] / g);
    for (int64_t j = 0; j < NX; j++)
      y[j] -= fact * z[j];
    const real_t s = -1 / (2 * h);
    for (int64_t j = 0; j < NX; j++)
      z[j] = s * (y[j + 1 < NX ? j + 1 : 0] - y[j > 0 ? j - 1 : NX - 1]);
  }
}
