/* seidel_2d (PolyBench/C 4.2): for t, i = 1 .. N-2, j = 1 .. N-2 (ascending, in place):
 * A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1] + A[i][j-1] + A[i][j] + A[i][j+1] + A[i+1][j-1] +
 *            A[i+1][j] + A[i+1][j+1]) / 9, summed left to right in that order. */
#include "hpcab/kernel.h"

void seidel_2d(real_t *restrict A, int64_t TSTEPS, int64_t N)
{
  for (int64_t t = 0; t < TSTEPS; t++)
    for (int64_t i = 1; i < N - 1; i++)
      for (int64_t j = 1; j < N - 1; j++) {
        const real_t *u = A + (i - 1) * N + j, *c = A + i * N + j, *d = A + (i + 1) * N + j;
        A[i * N + j] = (u[-1] + u[0] + u[1] + c[-1] + c[0] + c[1] + d[-1] + d[0] + d[1]) / (real_t)9.0;
      }
}
