/* flux_limited_advection: the flux through a face of velocity U (Courant number U c) between the cells
 * m (left/below) and p (right/above), mm the cell beyond m and pp the cell beyond p:
 *   U >= 0: up = q[m], upup = q[mm], down = q[p];  U < 0: up = q[p], upup = q[pp], down = q[m]
 *   a = up - upup, b = down - up, L = a b > 0 ? 2 a b / (a + b) : 0
 *   F = U (up + 0.5 (1 - |U| c) L)
 * qnew = q - cx (F(i+1) - F(i)) - cy (G(j+1) - G(j)), F(i) the x-face left of i, G(j) the y-face below j,
 * all indices periodic. */
#include "hpcab/kernel.h"
#include <tgmath.h>

static real_t face_flux(real_t U, real_t c, real_t qmm, real_t qm, real_t qp, real_t qpp)
{
  real_t up, upup, down;
  if (U >= 0) {
    up = qm;
    upup = qmm;
    down = qp;
  } else {
    up = qp;
    upup = qpp;
    down = qm;
  }
  const real_t a = up - upup, b = down - up;
  const real_t L = a * b > 0 ? 2 * a * b / (a + b) : 0;
  return U * (up + (real_t)0.5 * (1 - fabs(U) * c) * L);
}

void flux_limited_advection(real_t *restrict qnew, const real_t *restrict q, const real_t *restrict u,
                            const real_t *restrict v, int64_t NZ, int64_t NY, int64_t NX, real_t cx, real_t cy)
{
  for (int64_t k = 0; k < NZ; k++) {
    const real_t *Q = q + k * NY * NX, *Uf = u + k * NY * NX, *Vf = v + k * NY * NX;
    real_t *O = qnew + k * NY * NX;
    for (int64_t j = 0; j < NY; j++) {
      const int64_t jm2 = (j + NY - 2) % NY, jm = (j + NY - 1) % NY, jp = (j + 1) % NY, jp2 = (j + 2) % NY;
      for (int64_t i = 0; i < NX; i++) {
        const int64_t im2 = (i + NX - 2) % NX, im = (i + NX - 1) % NX, ip = (i + 1) % NX, ip2 = (i + 2) % NX;
        const real_t *R = Q + j * NX;
        const real_t fl = face_flux(Uf[j * NX + i], cx, R[im2], R[im], R[i], R[ip]);
        const real_t fr = face_flux(Uf[j * NX + ip], cx, R[im], R[i], R[ip], R[ip2]);
        const real_t gl = face_flux(Vf[j * NX + i], cy, Q[jm2 * NX + i], Q[jm * NX + i], Q[j * NX + i], Q[jp * NX + i]);
        const real_t gr =
            face_flux(Vf[jp * NX + i], cy, Q[jm * NX + i], Q[j * NX + i], Q[jp * NX + i], Q[jp2 * NX + i]);
        O[j * NX + i] = Q[j * NX + i] - cx * (fr - fl) - cy * (gr - gl);
      }
    }
  }
}
