/* floyd_warshall: for k, i, j: D[i][j] = min(D[i][j], D[i][k] + D[k][j]) (row-major). */
#include "hpcab/kernel.h"

void floyd_warshall(real_t *restrict D, int64_t N)
{
  for (int64_t k = 0; k < N; k++)
    for (int64_t i = 0; i < N; i++)
      for (int64_t j = 0; j < N; j++) {
        real_t via = D[i * N + k] + D[k * N + j];
        if (via < D[i * N + j])
          D[i * N + j] = via;
      }
}
