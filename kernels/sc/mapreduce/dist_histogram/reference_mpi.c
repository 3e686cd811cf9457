/* dist_histogram, MPI reference: each rank counts its keys, MPI_Allreduce sums the counts. */
#include <mpi.h>
#include <stdlib.h>

#include "hpcab/kernel.h"

void dist_histogram_mpi(int64_t *restrict hist, const int32_t *restrict keys, int64_t N, int64_t NB, int64_t lo,
                        int64_t hi, MPI_Comm comm)
{
  (void)N;
  int64_t *mine = calloc((size_t)NB, sizeof *mine);
  if (!mine) MPI_Abort(comm, 1);
  for (int64_t i = 0; i < hi - lo; i++)
    mine[keys[i]]++;
  MPI_Allreduce(mine, hist, (int)NB, MPI_INT64_T, MPI_SUM, comm);
  free(mine);
}
