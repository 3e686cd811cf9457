/* HOSTILE: rank 1 never enters the collective the other ranks wait in. */
#include <mpi.h>

#include "hpcab/kernel.h"

void dist_dot_mpi(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, int64_t N, int64_t lo,
                  int64_t hi, MPI_Comm comm)
{
  (void)N;
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  double s = 0;
  for (int64_t i = 0; i < hi - lo; i++)
    s += (double)x[i] * (double)y[i];
  if (rank == 1)
    for (;;) {
      volatile double spin = s;
      (void)spin;
    }
  double total = 0;
  MPI_Allreduce(&s, &total, 1, MPI_DOUBLE, MPI_SUM, comm);
  r[0] = (real_t)total;
}
