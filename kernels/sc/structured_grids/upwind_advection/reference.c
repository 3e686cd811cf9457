/* upwind_advection: F(i) = u(i) q(i-1) if u(i) >= 0 else u(i) q(i) (flux through the face left of i),
 * G(j) likewise with v along y; qnew = q - cx (F(i+1) - F(i)) - cy (G(j+1) - G(j)), all periodic. */
#include "hpcab/kernel.h"

static real_t flux(real_t vel, real_t up, real_t down)
{
  return vel >= 0 ? vel * up : vel * down;
}

void upwind_advection(real_t *restrict qnew, const real_t *restrict q, const real_t *restrict u,
                      const real_t *restrict v, int64_t NZ, int64_t NY, int64_t NX, real_t cx, real_t cy)
{
  for (int64_t k = 0; k < NZ; k++) {
    const real_t *Q = q + k * NY * NX, *Uf = u + k * NY * NX, *Vf = v + k * NY * NX;
    real_t *O = qnew + k * NY * NX;
    for (int64_t j = 0; j < NY; j++) {
      int64_t jm = j == 0 ? NY - 1 : j - 1, jp = j == NY - 1 ? 0 : j + 1;
      for (int64_t i = 0; i < NX; i++) {
        int64_t im = i == 0 ? NX - 1 : i - 1, ip = i == NX - 1 ? 0 : i + 1;
        real_t fl = flux(Uf[j * NX + i], Q[j * NX + im], Q[j * NX + i]);
        real_t fr = flux(Uf[j * NX + ip], Q[j * NX + i], Q[j * NX + ip]);
        real_t gl = flux(Vf[j * NX + i], Q[jm * NX + i], Q[j * NX + i]);
        real_t gr = flux(Vf[jp * NX + i], Q[j * NX + i], Q[jp * NX + i]);
        O[j * NX + i] = Q[j * NX + i] - cx * (fr - fl) - cy * (gr - gl);
      }
    }
  }
}
