/* dist_jacobi_1d, MPI reference: rows [lo, hi) of u and v; before every sweep each rank sends its first
   and last values to its neighbours and receives theirs (MPI_Sendrecv), then sweeps its rows. */
#include <mpi.h>

#include "hpcab/kernel.h"

static void sweep(real_t *restrict dst, const real_t *restrict src, int64_t n, int64_t lo, int64_t N, real_t left,
                  real_t right)
{
  for (int64_t i = 0; i < n; i++) {
    const int64_t g = lo + i;
    if (g == 0 || g == N - 1) {
      dst[i] = src[i];
      continue;
    }
    const acc_t a = i > 0 ? src[i - 1] : left, c = i < n - 1 ? src[i + 1] : right;
    dst[i] = (real_t)((a + src[i] + c) / 3);
  }
}

void dist_jacobi_1d_mpi(real_t *restrict u, real_t *restrict v, int64_t N, int64_t T, int64_t lo, int64_t hi,
                        MPI_Comm comm)
{
  int rank = 0, size = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  const int prev = rank > 0 ? rank - 1 : MPI_PROC_NULL, next = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  const MPI_Datatype t = sizeof(real_t) == sizeof(double) ? MPI_DOUBLE : MPI_FLOAT;
  const int64_t n = hi - lo;
  for (int64_t s = 0; s < T; s++) {
    real_t *src = s % 2 == 0 ? u : v, *dst = s % 2 == 0 ? v : u;
    real_t left = 0, right = 0;
    MPI_Sendrecv(&src[n - 1], 1, t, next, 0, &left, 1, t, prev, 0, comm, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&src[0], 1, t, prev, 1, &right, 1, t, next, 1, comm, MPI_STATUS_IGNORE);
    sweep(dst, src, n, lo, N, left, right);
  }
}
