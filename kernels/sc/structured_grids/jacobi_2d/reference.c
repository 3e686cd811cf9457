/* jacobi_2d (PolyBench/C 4.2): for t < TSTEPS: B[i][j] = 0.2 (A[i][j] + A[i][j-1] + A[i][j+1] + A[i+1][j] +
 * A[i-1][j]) on the interior, then the same from B into A (terms summed in that order). */
#include "hpcab/kernel.h"

static void sweep(real_t *restrict out, const real_t *restrict in, int64_t N)
{
  for (int64_t i = 1; i < N - 1; i++)
    for (int64_t j = 1; j < N - 1; j++)
      out[i * N + j] = (real_t)0.2 * (in[i * N + j] + in[i * N + j - 1] + in[i * N + j + 1] + in[(i + 1) * N + j] +
                                      in[(i - 1) * N + j]);
}

void jacobi_2d(real_t *restrict A, real_t *restrict B, int64_t TSTEPS, int64_t N)
{
  for (int64_t t = 0; t < TSTEPS; t++) {
    sweep(B, A, N);
    sweep(A, B, N);
  }
}
