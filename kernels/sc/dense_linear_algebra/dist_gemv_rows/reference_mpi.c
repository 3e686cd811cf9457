/* dist_gemv_rows, MPI reference: each rank multiplies its rows [lo, hi) by the replicated x. */
#include <mpi.h>

#include "hpcab/kernel.h"

void dist_gemv_rows_mpi(real_t *restrict y, const real_t *restrict A, const real_t *restrict x, int64_t M, int64_t N,
                        int64_t lo, int64_t hi, MPI_Comm comm)
{
  (void)M;
  (void)comm;
  for (int64_t i = 0; i < hi - lo; i++) {
    acc_t s = 0;
    for (int64_t j = 0; j < N; j++)
      s += A[i * N + j] * x[j];
    y[i] = (real_t)s;
  }
}
