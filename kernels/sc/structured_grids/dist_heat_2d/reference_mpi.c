/* dist_heat_2d, MPI reference: rows [lo, hi); u holds rows [lo - 1, hi + 1) (the halo, filled before
   the call), so one step needs no communication. Local row 0 of u is global row lo - 1. */
#include <mpi.h>

#include "hpcab/kernel.h"

void dist_heat_2d_mpi(real_t *restrict out, const real_t *restrict u, int64_t NX, int64_t NY, real_t c, int64_t lo,
                      int64_t hi, MPI_Comm comm)
{
  (void)comm;
  for (int64_t gi = lo; gi < hi; gi++)
    for (int64_t j = 0; j < NY; j++) {
      const int64_t k = (gi - lo + 1) * NY + j, o = (gi - lo) * NY + j;
      if (gi == 0 || j == 0 || gi == NX - 1 || j == NY - 1) {
        out[o] = u[k];
        continue;
      }
      const acc_t lap = (acc_t)u[k - NY] + u[k + NY] + u[k - 1] + u[k + 1] - 4 * (acc_t)u[k];
      out[o] = (real_t)(u[k] + c * lap);
    }
}
