/* dist_moe_route_stats, MPI reference: each rank routes its tokens [lo, hi) and accumulates its counts
   and sums (in double), then MPI_Allreduce combines them. */
#include <mpi.h>
#include <stdlib.h>

#include "hpcab/kernel.h"

void dist_moe_route_stats_mpi(int64_t *restrict counts, real_t *restrict gsum, const real_t *restrict x,
                              const real_t *restrict Wg, int64_t T, int64_t D, int64_t E, int64_t lo, int64_t hi,
                              MPI_Comm comm)
{
  (void)T;
  int64_t *c = calloc((size_t)E, sizeof *c);
  double *g = calloc((size_t)(E * D), sizeof *g), *total = malloc(sizeof *total * (size_t)(E * D));
  if (!c || !g || !total) MPI_Abort(comm, 1);
  for (int64_t t = 0; t < hi - lo; t++) {
    int64_t best = 0;
    acc_t best_score = 0;
    for (int64_t e = 0; e < E; e++) {
      acc_t s = 0;
      for (int64_t d = 0; d < D; d++)
        s += x[t * D + d] * Wg[e * D + d];
      if (e == 0 || s > best_score) {
        best = e;
        best_score = s;
      }
    }
    c[best]++;
    for (int64_t d = 0; d < D; d++)
      g[best * D + d] += x[t * D + d];
  }
  MPI_Allreduce(c, counts, (int)E, MPI_INT64_T, MPI_SUM, comm);
  MPI_Allreduce(g, total, (int)(E * D), MPI_DOUBLE, MPI_SUM, comm);
  for (int64_t i = 0; i < E * D; i++)
    gsum[i] = (real_t)total[i];
  free(total);
  free(g);
  free(c);
}
