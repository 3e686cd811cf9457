/* dist_gemm_rows, MPI reference: every rank gathers all of B (MPI_Allgatherv of the row blocks), then
   multiplies its rows of A in the textbook i-j-k order. */
#include <mpi.h>
#include <stdlib.h>

#include "hpcab/kernel.h"

void dist_gemm_rows_mpi(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t N, int64_t lo,
                        int64_t hi, MPI_Comm comm)
{
  int size = 1;
  MPI_Comm_size(comm, &size);
  int *counts = malloc(sizeof *counts * (size_t)size), *displs = malloc(sizeof *displs * (size_t)size);
  real_t *Bfull = malloc(sizeof *Bfull * (size_t)(N * N));
  if (!counts || !displs || !Bfull) MPI_Abort(comm, 1);
  int mine = (int)((hi - lo) * N);
  MPI_Allgather(&mine, 1, MPI_INT, counts, 1, MPI_INT, comm);
  displs[0] = 0;
  for (int q = 1; q < size; q++)
    displs[q] = displs[q - 1] + counts[q - 1];
  MPI_Datatype t = sizeof(real_t) == sizeof(double) ? MPI_DOUBLE : MPI_FLOAT;
  MPI_Allgatherv(B, mine, t, Bfull, counts, displs, t, comm);
  for (int64_t i = 0; i < hi - lo; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < N; k++)
        s += A[i * N + k] * Bfull[k * N + j];
      C[i * N + j] = (real_t)s;
    }
  free(Bfull);
  free(displs);
  free(counts);
}
