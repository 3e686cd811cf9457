/* dist_spmv_band, MPI reference: each rank sends its first and last W values of x to its neighbours
   and receives theirs (MPI_Sendrecv) into a copy of x extended by W each side, then multiplies its rows.
   Every block has at least W rows (the constraint N >= 4 W, at most 4 ranks). */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/kernel.h"

void dist_spmv_band_mpi(real_t *restrict y, const real_t *restrict vals, const int32_t *restrict cols,
                        const real_t *restrict x, int64_t N, int64_t K, int64_t W, int64_t lo, int64_t hi,
                        MPI_Comm comm)
{
  (void)N;
  int rank = 0, size = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  const int prev = rank > 0 ? rank - 1 : MPI_PROC_NULL, next = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  const MPI_Datatype t = sizeof(real_t) == sizeof(double) ? MPI_DOUBLE : MPI_FLOAT;
  const int64_t n = hi - lo;
  if (n < W) MPI_Abort(comm, 2);
  real_t *xe = calloc((size_t)(n + 2 * W), sizeof *xe); /* xe[j] is x[lo - W + j] */
  if (!xe) MPI_Abort(comm, 1);
  memcpy(xe + W, x, sizeof *xe * (size_t)n);
  MPI_Sendrecv(x + n - W, (int)W, t, next, 0, xe, (int)W, t, prev, 0, comm, MPI_STATUS_IGNORE);
  MPI_Sendrecv(x, (int)W, t, prev, 1, xe + W + n, (int)W, t, next, 1, comm, MPI_STATUS_IGNORE);
  for (int64_t i = 0; i < n; i++) {
    acc_t s = 0;
    for (int64_t k = 0; k < K; k++)
      s += vals[i * K + k] * xe[cols[i * K + k] - (lo - W)];
    y[i] = (real_t)s;
  }
  free(xe);
}
