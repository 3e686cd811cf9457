/* transpose: out-of-place transpose of an M x N matrix, B[j][i] = A[i][j] (x.t().contiguous()),
 * the reference walks 32 x 32 tiles. */
#include "hpcab/kernel.h"

#define TILE 32

void transpose(real_t *restrict B, const real_t *restrict A, int64_t M, int64_t N)
{
  for (int64_t i0 = 0; i0 < M; i0 += TILE)
    for (int64_t j0 = 0; j0 < N; j0 += TILE) {
      const int64_t i1 = i0 + TILE < M ? i0 + TILE : M, j1 = j0 + TILE < N ? j0 + TILE : N;
      for (int64_t i = i0; i < i1; i++)
        for (int64_t j = j0; j < j1; j++)
          B[j * M + i] = A[i * N + j];
    }
}
