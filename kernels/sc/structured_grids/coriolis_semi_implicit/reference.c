/* coriolis_semi_implicit (indices mod NY, NX; all in the run precision), rx = 1 / (2 dx), ry = 1 / (2 dy):
 *   gx = -(phi[k][j][i+1] - phi[k][j][i-1]) rx, gy = -(phi[k][j+1][i] - phi[k][j-1][i]) ry
 *   a = (dt / 2) fcor[j], den = 1 / (1 + a a)
 *   ru = u + dt gx + a v, rv = v + dt gy - a u
 *   u = (ru + a rv) den, v = (rv - a ru) den. */
#include "hpcab/kernel.h"

void coriolis_semi_implicit(real_t *restrict u, real_t *restrict v, const real_t *restrict phi,
                            const real_t *restrict fcor, int64_t NZ, int64_t NY, int64_t NX, real_t dt, real_t dx,
                            real_t dy)
{
  const real_t rx = 1 / (2 * dx), ry = 1 / (2 * dy), hdt = (real_t)0.5 * dt;
  for (int64_t k = 0; k < NZ; k++)
    for (int64_t j = 0; j < NY; j++) {
      const int64_t jp = j + 1 < NY ? j + 1 : 0, jm = j > 0 ? j - 1 : NY - 1;
      const real_t a = hdt * fcor[j], den = 1 / (1 + a * a);
      const real_t *P = phi + k * NY * NX;
      for (int64_t i = 0; i < NX; i++) {
        const int64_t ip = i + 1 < NX ? i + 1 : 0, im = i > 0 ? i - 1 : NX - 1;
        const int64_t c = (k * NY + j) * NX + i;
        const real_t gx = -(P[j * NX + ip] - P[j * NX + im]) * rx;
        const real_t gy = -(P[jp * NX + i] - P[jm * NX + i]) * ry;
        const real_t ru = u[c] + dt * gx + a * v[c];
        const real_t rv = v[c] + dt * gy - a * u[c];
        u[c] = (ru + a * rv) * den;
        v[c] = (rv - a * ru) * den;
      }
    }
}
