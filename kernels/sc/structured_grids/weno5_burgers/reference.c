/* weno5_burgers, per row: alpha = max |u|; fp(m) = (u_m u_m / 2 + alpha u_m) / 2, fm(m) = (u_m u_m / 2 - alpha u_m) / 2
 * (indices periodic). F(i+1/2) = W(fp(i-2), fp(i-1), fp(i), fp(i+1), fp(i+2)) + W(fm(i+3), fm(i+2), fm(i+1), fm(i), fm(i-1))
 * with W(v1..v5) = (a0 q0 + a1 q1 + a2 q2) / (a0 + a1 + a2):
 *   b0 = 13/12 (v1 - 2 v2 + v3)^2 + 1/4 (v1 - 4 v2 + 3 v3)^2, q0 = (2 v1 - 7 v2 + 11 v3) / 6, a0 = 0.1 / (eps + b0)^2
 *   b1 = 13/12 (v2 - 2 v3 + v4)^2 + 1/4 (v2 - v4)^2,         q1 = (-v2 + 5 v3 + 2 v4) / 6,   a1 = 0.6 / (eps + b1)^2
 *   b2 = 13/12 (v3 - 2 v4 + v5)^2 + 1/4 (3 v3 - 4 v4 + v5)^2, q2 = (2 v3 + 5 v4 - v5) / 6,   a2 = 0.3 / (eps + b2)^2
 * eps = 1e-6; rhs[i] = -(F(i+1/2) - F(i-1/2)) rdx, F(-1/2) computed at i = -1 (= NX-1 periodically). */
#include "hpcab/kernel.h"
#include <tgmath.h>

static real_t weno5(real_t v1, real_t v2, real_t v3, real_t v4, real_t v5)
{
  const real_t c13 = (real_t)(13.0 / 12.0), c14 = (real_t)0.25, eps = (real_t)1e-6;
  const real_t d0 = v1 - 2 * v2 + v3, e0 = v1 - 4 * v2 + 3 * v3;
  const real_t d1 = v2 - 2 * v3 + v4, e1 = v2 - v4;
  const real_t d2 = v3 - 2 * v4 + v5, e2 = 3 * v3 - 4 * v4 + v5;
  const real_t b0 = c13 * d0 * d0 + c14 * e0 * e0, b1 = c13 * d1 * d1 + c14 * e1 * e1,
               b2 = c13 * d2 * d2 + c14 * e2 * e2;
  const real_t a0 = (real_t)0.1 / ((eps + b0) * (eps + b0)), a1 = (real_t)0.6 / ((eps + b1) * (eps + b1)),
               a2 = (real_t)0.3 / ((eps + b2) * (eps + b2));
  const real_t q0 = (2 * v1 - 7 * v2 + 11 * v3) / 6, q1 = (-v2 + 5 * v3 + 2 * v4) / 6, q2 = (2 * v3 + 5 * v4 - v5) / 6;
  return (a0 * q0 + a1 * q1 + a2 * q2) / (a0 + a1 + a2);
}

static real_t fsplit(real_t u, real_t alpha, real_t sign)
{
  return (u * u / 2 + sign * alpha * u) / 2;
}

static real_t face(const real_t *U, int64_t i, int64_t NX, real_t alpha)
{
  real_t v[6];
  for (int64_t m = 0; m < 6; m++)
    v[m] = U[(i - 2 + m + 2 * NX) % NX]; /* u(i-2) .. u(i+3) */
  return weno5(fsplit(v[0], alpha, 1), fsplit(v[1], alpha, 1), fsplit(v[2], alpha, 1), fsplit(v[3], alpha, 1),
               fsplit(v[4], alpha, 1)) +
         weno5(fsplit(v[5], alpha, -1), fsplit(v[4], alpha, -1), fsplit(v[3], alpha, -1), fsplit(v[2], alpha, -1),
               fsplit(v[1], alpha, -1));
}

void weno5_burgers(real_t *restrict rhs, const real_t *restrict u, int64_t NROW, int64_t NX, real_t rdx)
{
  for (int64_t r = 0; r < NROW; r++) {
    const real_t *U = u + r * NX;
    real_t alpha = 0;
    for (int64_t i = 0; i < NX; i++)
      alpha = fmax(alpha, fabs(U[i]));
    real_t fl = face(U, -1, NX, alpha);
    for (int64_t i = 0; i < NX; i++) {
      const real_t fr = face(U, i, NX, alpha);
      rhs[r * NX + i] = -(fr - fl) * rdx;
      fl = fr;
    }
  }
}
