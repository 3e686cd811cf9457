/* An honest faster dist_moe_route_stats: the scores of four experts are computed in one pass over the
   token (one load of x[t][d] serves four dot products), then the same combination. */
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
  acc_t *score = malloc(sizeof *score * (size_t)E);
  if (!c || !g || !total || !score) MPI_Abort(comm, 1);
  for (int64_t t = 0; t < hi - lo; t++) {
    const real_t *xt = x + t * D;
    int64_t e = 0;
    for (; e + 4 <= E; e += 4) {
      acc_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
      const real_t *w0 = Wg + e * D, *w1 = w0 + D, *w2 = w1 + D, *w3 = w2 + D;
      for (int64_t d = 0; d < D; d++) {
        s0 += xt[d] * w0[d];
        s1 += xt[d] * w1[d];
        s2 += xt[d] * w2[d];
        s3 += xt[d] * w3[d];
      }
      score[e] = s0;
      score[e + 1] = s1;
      score[e + 2] = s2;
      score[e + 3] = s3;
    }
    for (; e < E; e++) {
      acc_t s = 0;
      for (int64_t d = 0; d < D; d++)
        s += xt[d] * Wg[e * D + d];
      score[e] = s;
    }
    int64_t best = 0;
    for (e = 1; e < E; e++)
      if (score[e] > score[best]) best = e;
    c[best]++;
    for (int64_t d = 0; d < D; d++)
      g[best * D + d] += xt[d];
  }
  MPI_Allreduce(c, counts, (int)E, MPI_INT64_T, MPI_SUM, comm);
  MPI_Allreduce(g, total, (int)(E * D), MPI_DOUBLE, MPI_SUM, comm);
  for (int64_t i = 0; i < E * D; i++)
    gsum[i] = (real_t)total[i];
  free(score);
  free(total);
  free(g);
  free(c);
}
