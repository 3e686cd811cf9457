/* An honest faster dist_norm2: eight independent partial sums per rank, then the same allreduce. */
#include <math.h>
#include <mpi.h>

#include "hpcab/kernel.h"

void dist_norm2_mpi(const real_t *restrict x, real_t *restrict r, int64_t N, int64_t lo, int64_t hi, MPI_Comm comm)
{
  (void)N;
  double p[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int64_t n = hi - lo, i = 0;
  for (; i + 8 <= n; i += 8)
    for (int k = 0; k < 8; k++)
      p[k] += (double)x[i + k] * (double)x[i + k];
  for (; i < n; i++)
    p[0] += (double)x[i] * (double)x[i];
  double s = ((p[0] + p[1]) + (p[2] + p[3])) + ((p[4] + p[5]) + (p[6] + p[7]));
  double total = 0;
  MPI_Allreduce(&s, &total, 1, MPI_DOUBLE, MPI_SUM, comm);
  r[0] = (real_t)sqrt(total);
}
