/* heat_3d (PolyBench/C 4.2): for t = 1 .. TSTEPS: B[c] = 0.125 (A[i+1] - 2 A[c] + A[i-1]) + 0.125 (j) +
 * 0.125 (k) + A[c] on the interior, then the same from B into A. Terms in PolyBench's order. */
#include "hpcab/kernel.h"

static void sweep(real_t *restrict out, const real_t *restrict in, int64_t N)
{
  const int64_t si = N * N, sj = N;
  for (int64_t i = 1; i < N - 1; i++)
    for (int64_t j = 1; j < N - 1; j++)
      for (int64_t k = 1; k < N - 1; k++) {
        int64_t c = i * si + j * sj + k;
        out[c] = (real_t)0.125 * (in[c + si] - (real_t)2.0 * in[c] + in[c - si]) +
                 (real_t)0.125 * (in[c + sj] - (real_t)2.0 * in[c] + in[c - sj]) +
                 (real_t)0.125 * (in[c + 1] - (real_t)2.0 * in[c] + in[c - 1]) + in[c];
      }
}

void heat_3d(real_t *restrict A, real_t *restrict B, int64_t TSTEPS, int64_t N)
{
  for (int64_t t = 1; t <= TSTEPS; t++) {
    sweep(B, A, N);
    sweep(A, B, N);
  }
}
