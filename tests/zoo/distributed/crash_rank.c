/* HOSTILE: rank 1 aborts in its call. */
#include <mpi.h>
#include <stdlib.h>

#include "hpcab/kernel.h"

void dist_dot_mpi(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, int64_t N, int64_t lo,
                  int64_t hi, MPI_Comm comm)
{
  (void)x, (void)y, (void)N, (void)lo, (void)hi;
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  if (rank == 1) abort();
  double total = 0, s = 0;
  MPI_Allreduce(&s, &total, 1, MPI_DOUBLE, MPI_SUM, comm);
  r[0] = (real_t)total;
}
