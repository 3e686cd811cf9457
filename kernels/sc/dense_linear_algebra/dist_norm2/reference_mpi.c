/* dist_norm2, MPI reference: each rank's sum of squares of rows [lo, hi), MPI_Allreduce, sqrt. */
#include <math.h>
#include <mpi.h>

#include "hpcab/kernel.h"

void dist_norm2_mpi(const real_t *restrict x, real_t *restrict r, int64_t N, int64_t lo, int64_t hi, MPI_Comm comm)
{
  (void)N;
  double s = 0;
  for (int64_t i = 0; i < hi - lo; i++)
    s += (double)x[i] * (double)x[i];
  double total = 0;
  MPI_Allreduce(&s, &total, 1, MPI_DOUBLE, MPI_SUM, comm);
  r[0] = (real_t)sqrt(total);
}
