/* dist_softmax_vocab, MPI reference: local max -> MPI_Allreduce(MAX), local sum of exponentials ->
   MPI_Allreduce(SUM), then the rank's probabilities. */
#include <math.h>
#include <mpi.h>

#include "hpcab/kernel.h"

void dist_softmax_vocab_mpi(real_t *restrict p, const real_t *restrict z, int64_t V, int64_t lo, int64_t hi,
                            MPI_Comm comm)
{
  (void)V;
  const int64_t n = hi - lo;
  double m = -INFINITY, gm = 0, s = 0, gs = 0;
  for (int64_t i = 0; i < n; i++)
    if (z[i] > m) m = z[i];
  MPI_Allreduce(&m, &gm, 1, MPI_DOUBLE, MPI_MAX, comm);
  for (int64_t i = 0; i < n; i++)
    s += exp((double)z[i] - gm);
  MPI_Allreduce(&s, &gs, 1, MPI_DOUBLE, MPI_SUM, comm);
  for (int64_t i = 0; i < n; i++)
    p[i] = (real_t)(exp((double)z[i] - gm) / gs);
}
