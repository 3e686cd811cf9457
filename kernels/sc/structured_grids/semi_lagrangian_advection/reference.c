/* semi_lagrangian_advection, per row, per point i (positions in grid cells, indices wrapped mod NX):
 *   a = cfl u[i]; twice: xm = i - a/2, j = floor(xm), f = xm - j, a = cfl ((1 - f) u[j] + f u[j+1])
 *   xd = i - a, j = floor(xd), f = xd - j
 *   qnew[i] = w0 q[j-1] + w1 q[j] + w2 q[j+1] + w3 q[j+2] with the cubic Lagrange weights on the nodes
 *   -1, 0, 1, 2: w0 = -f (f-1) (f-2) / 6, w1 = (f+1) (f-1) (f-2) / 2, w2 = -(f+1) f (f-2) / 2,
 *   w3 = (f+1) f (f-1) / 6. floor in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

static int64_t wrap(int64_t j, int64_t n)
{
  int64_t r = j % n;
  return r < 0 ? r + n : r;
}

void semi_lagrangian_advection(real_t *restrict qnew, const real_t *restrict q, const real_t *restrict u,
                               int64_t NROW, int64_t NX, real_t cfl)
{
  for (int64_t r = 0; r < NROW; r++) {
    const real_t *Q = q + r * NX, *U = u + r * NX;
    real_t *O = qnew + r * NX;
    for (int64_t i = 0; i < NX; i++) {
      real_t a = cfl * U[i];
      for (int it = 0; it < 2; it++) {
        const real_t xm = (real_t)i - (real_t)0.5 * a;
        const real_t fl = floor(xm);
        const real_t f = xm - fl;
        const int64_t j = (int64_t)fl;
        a = cfl * ((1 - f) * U[wrap(j, NX)] + f * U[wrap(j + 1, NX)]);
      }
      const real_t xd = (real_t)i - a;
      const real_t fl = floor(xd);
      const real_t f = xd - fl;
      const int64_t j = (int64_t)fl;
      const real_t w0 = -f * (f - 1) * (f - 2) / 6, w1 = (f + 1) * (f - 1) * (f - 2) / 2;
      const real_t w2 = -(f + 1) * f * (f - 2) / 2, w3 = (f + 1) * f * (f - 1) / 6;
      O[i] = w0 * Q[wrap(j - 1, NX)] + w1 * Q[wrap(j, NX)] + w2 * Q[wrap(j + 1, NX)] + w3 * Q[wrap(j + 2, NX)];
    }
  }
}
