/* lu: Doolittle LU of a diagonally dominant matrix in place, no pivoting (row-major). */
#include "hpcab/kernel.h"

void lu(real_t *restrict A, int64_t N)
{
  for (int64_t k = 0; k < N; k++) {
    for (int64_t i = k + 1; i < N; i++) {
      A[i * N + k] /= A[k * N + k];
      for (int64_t j = k + 1; j < N; j++)
        A[i * N + j] -= A[i * N + k] * A[k * N + j];
    }
  }
}
