/* ldlt: row by row, for j < i: A[i][j] = (A[i][j] - sum_{k<j} (A[i][k] A[k][k]) A[j][k]) / A[j][j]
 * (L[i][j]); then A[i][i] = A[i][i] - sum_{k<i} (A[i][k] A[k][k]) A[i][k] (D[i]); k ascending.
 * Reads and writes j <= i only. */
#include "hpcab/kernel.h"

void ldlt(real_t *restrict A, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j < i; j++) {
      real_t s = A[i * N + j];
      for (int64_t k = 0; k < j; k++)
        s -= (A[i * N + k] * A[k * N + k]) * A[j * N + k];
      A[i * N + j] = s / A[j * N + j];
    }
    real_t d = A[i * N + i];
    for (int64_t k = 0; k < i; k++)
      d -= (A[i * N + k] * A[k * N + k]) * A[i * N + k];
    A[i * N + i] = d;
  }
}
