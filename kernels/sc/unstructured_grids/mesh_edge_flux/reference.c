/* mesh_edge_flux: res = 0; for every edge e (in order): f = w[e] (u[n1[e]] - u[n0[e]]);
 * res[n0[e]] += f; res[n1[e]] -= f. */
#include "hpcab/kernel.h"

void mesh_edge_flux(real_t *restrict res, const real_t *restrict u, const real_t *restrict w,
                    const int32_t *restrict n0, const int32_t *restrict n1, int64_t NNODES, int64_t NEDGES)
{
  for (int64_t n = 0; n < NNODES; n++)
    res[n] = 0;
  for (int64_t e = 0; e < NEDGES; e++) {
    real_t f = w[e] * (u[n1[e]] - u[n0[e]]);
    res[n0[e]] += f;
    res[n1[e]] -= f;
  }
}
