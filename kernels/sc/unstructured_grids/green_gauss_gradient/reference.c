/* green_gauss_gradient: g = 0; for every face f (in order), P = owner[f], Q = neigh[f]:
 * p = fw[f] phi[P] + (1 - fw[f]) phi[Q]; g[P] += p (sx, sy)[f]; g[Q] -= p (sx, sy)[f]; then g[c] /= vol[c]. */
#include "hpcab/kernel.h"

void green_gauss_gradient(real_t *restrict gx, real_t *restrict gy, const real_t *restrict phi,
                          const real_t *restrict vol, const real_t *restrict sx, const real_t *restrict sy,
                          const real_t *restrict fw, const int32_t *restrict owner, const int32_t *restrict neigh,
                          int64_t NC, int64_t NF)
{
  for (int64_t c = 0; c < NC; c++) {
    gx[c] = 0;
    gy[c] = 0;
  }
  for (int64_t f = 0; f < NF; f++) {
    const int32_t P = owner[f], Q = neigh[f];
    const real_t w = fw[f];
    const real_t p = w * phi[P] + (1 - w) * phi[Q];
    const real_t fx = p * sx[f], fy = p * sy[f];
    gx[P] += fx;
    gy[P] += fy;
    gx[Q] -= fx;
    gy[Q] -= fy;
  }
  for (int64_t c = 0; c < NC; c++) {
    gx[c] /= vol[c];
    gy[c] /= vol[c];
  }
}
