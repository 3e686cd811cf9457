/* smagorinsky_viscosity (indices mod NY, NX; all in the run precision), r = 1 / (2 dx), l2 = (cs dx)^2:
 *   dudx = (u[j][i+1] - u[j][i-1]) r, dudy = (u[j+1][i] - u[j-1][i]) r (likewise v)
 *   DT = dudx - dvdy, DS = dudy + dvdx, nu = l2 sqrt(DT DT + DS DS), tau_t = nu DT, tau_s = nu DS
 * then du = (tau_t[j][i+1] - tau_t[j][i-1]) r + (tau_s[j+1][i] - tau_s[j-1][i]) r,
 *      dv = (tau_s[j][i+1] - tau_s[j][i-1]) r - (tau_t[j+1][i] - tau_t[j-1][i]) r. */
#include "hpcab/kernel.h"
#include <tgmath.h>

void smagorinsky_viscosity(real_t *restrict nu, real_t *restrict tau_t, real_t *restrict tau_s, real_t *restrict du,
                           real_t *restrict dv, const real_t *restrict u, const real_t *restrict v, int64_t NY,
                           int64_t NX, real_t cs, real_t dx)
{
  const real_t r = 1 / (2 * dx), l = cs * dx, l2 = l * l;
  for (int64_t j = 0; j < NY; j++) {
    const int64_t jp = j + 1 < NY ? j + 1 : 0, jm = j > 0 ? j - 1 : NY - 1;
    for (int64_t i = 0; i < NX; i++) {
      const int64_t ip = i + 1 < NX ? i + 1 : 0, im = i > 0 ? i - 1 : NX - 1;
      const real_t dudx = (u[j * NX + ip] - u[j * NX + im]) * r, dudy = (u[jp * NX + i] - u[jm * NX + i]) * r;
      const real_t dvdx = (v[j * NX + ip] - v[j * NX + im]) * r, dvdy = (v[jp * NX + i] - v[jm * NX + i]) * r;
      const real_t dt = dudx - dvdy, ds = dudy + dvdx;
      const real_t n = l2 * sqrt(dt * dt + ds * ds);
      nu[j * NX + i] = n;
      tau_t[j * NX + i] = n * dt;
      tau_s[j * NX + i] = n * ds;
    }
  }
  for (int64_t j = 0; j < NY; j++) {
    const int64_t jp = j + 1 < NY ? j + 1 : 0, jm = j > 0 ? j - 1 : NY - 1;
    for (int64_t i = 0; i < NX; i++) {
      const int64_t ip = i + 1 < NX ? i + 1 : 0, im = i > 0 ? i - 1 : NX - 1;
      du[j * NX + i] = (tau_t[j * NX + ip] - tau_t[j * NX + im]) * r + (tau_s[jp * NX + i] - tau_s[jm * NX + i]) * r;
      dv[j * NX + i] = (tau_s[j * NX + ip] - tau_s[j * NX + im]) * r - (tau_t[jp * NX + i] - tau_t[jm * NX + i]) * r;
    }
  }
}
