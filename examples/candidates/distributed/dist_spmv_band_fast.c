/* An honest faster dist_spmv_band: the ghost values travel with nonblocking sends and receives while the
   interior rows (whose columns all lie in the rank's own block) are multiplied straight from x, without
   the copy; the W rows at each edge are done from the extended copy when the ghosts arrive. */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/kernel.h"

static void rows(real_t *restrict y, const real_t *restrict vals, const int32_t *restrict cols,
                 const real_t *restrict base, int64_t offset, int64_t from, int64_t to, int64_t K)
{
  for (int64_t i = from; i < to; i++) {
    acc_t s = 0;
    for (int64_t k = 0; k < K; k++)
      s += vals[i * K + k] * base[cols[i * K + k] - offset];
    y[i] = (real_t)s;
  }
}

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
  if (n < 2 * W) MPI_Abort(comm, 2);
  real_t *xe = calloc((size_t)(n + 2 * W), sizeof *xe); /* xe[j] is x[lo - W + j] */
  if (!xe) MPI_Abort(comm, 1);
  MPI_Request req[4];
  MPI_Irecv(xe, (int)W, t, prev, 0, comm, &req[0]);
  MPI_Irecv(xe + W + n, (int)W, t, next, 1, comm, &req[1]);
  MPI_Isend(x + n - W, (int)W, t, next, 0, comm, &req[2]);
  MPI_Isend(x, (int)W, t, prev, 1, comm, &req[3]);
  rows(y, vals, cols, x, lo, W, n - W, K); /* columns in [lo, hi): straight from x */
  memcpy(xe + W, x, sizeof *xe * (size_t)n);
  MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
  rows(y, vals, cols, xe, lo - W, 0, W, K);
  rows(y, vals, cols, xe, lo - W, n - W, n, K);
  free(xe);
}
