/* jacobi_2d: B = 0.2 * (centre + 4 neighbours) inside the grid, B = A on the boundary. */
#include "hpcab/kernel.h"

void jacobi_2d(real_t *restrict B, const real_t *restrict A, int64_t N)
{
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++) {
      if (i == 0 || j == 0 || i == N - 1 || j == N - 1)
        B[i * N + j] = A[i * N + j];
      else
        B[i * N + j] = (real_t)0.2 * (A[i * N + j] + A[i * N + j - 1] + A[i * N + j + 1] + A[(i - 1) * N + j] +
                                      A[(i + 1) * N + j]);
    }
}
