/* heat_3d: B = A + 0.125 * (second differences along i, j and k) inside, B = A on the boundary. */
#include "hpcab/kernel.h"

void heat_3d(real_t *restrict B, const real_t *restrict A, int64_t N)
{
  const int64_t si = N * N, sj = N;
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++)
      for (int64_t k = 0; k < N; k++) {
        int64_t c = i * si + j * sj + k;
        if (i == 0 || j == 0 || k == 0 || i == N - 1 || j == N - 1 || k == N - 1) {
          B[c] = A[c];
          continue;
        }
        B[c] = A[c] + (real_t)0.125 * (A[c + si] - 2 * A[c] + A[c - si]) +
               (real_t)0.125 * (A[c + sj] - 2 * A[c] + A[c - sj]) +
               (real_t)0.125 * (A[c + 1] - 2 * A[c] + A[c - 1]);
      }
}
