/* jacobi_1d (PolyBench/C 4.2.1): for t < TSTEPS: B[i] = 0.33333 (A[i-1] + A[i] + A[i+1]) for 0 < i < N-1,
 * then A[i] = 0.33333 (B[i-1] + B[i] + B[i+1]). */
#include "hpcab/kernel.h"

void jacobi_1d(real_t *restrict A, real_t *restrict B, int64_t TSTEPS, int64_t N)
{
  const real_t c = (real_t)0.33333;
  for (int64_t t = 0; t < TSTEPS; t++) {
    for (int64_t i = 1; i < N - 1; i++)
      B[i] = c * (A[i - 1] + A[i] + A[i + 1]);
    for (int64_t i = 1; i < N - 1; i++)
      A[i] = c * (B[i - 1] + B[i] + B[i + 1]);
  }
}
