/* ludcmp (PolyBench/C 4.2): row i: L[i][j] = (A[i][j] - sum_{k<j} L[i][k] U[k][j]) / U[j][j] for j < i,
 * U[i][j] = A[i][j] - sum_{k<i} L[i][k] U[k][j] for j >= i (in place, k ascending); then
 * y[i] = b[i] - sum_{j<i} L[i][j] y[j]; x[i] = (y[i] - sum_{j>i} U[i][j] x[j]) / U[i][i] (i descending). */
#include "hpcab/kernel.h"

void ludcmp(real_t *restrict A, const real_t *restrict b, real_t *restrict x, real_t *restrict y, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j < i; j++) {
      real_t w = A[i * N + j];
      for (int64_t k = 0; k < j; k++)
        w -= A[i * N + k] * A[k * N + j];
      A[i * N + j] = w / A[j * N + j];
    }
    for (int64_t j = i; j < N; j++) {
      real_t w = A[i * N + j];
      for (int64_t k = 0; k < i; k++)
        w -= A[i * N + k] * A[k * N + j];
      A[i * N + j] = w;
    }
  }
  for (int64_t i = 0; i < N; i++) {
    real_t w = b[i];
    for (int64_t j = 0; j < i; j++)
      w -= A[i * N + j] * y[j];
    y[i] = w;
  }
  for (int64_t i = N - 1; i >= 0; i--) {
    real_t w = y[i];
    for (int64_t j = i + 1; j < N; j++)
      w -= A[i * N + j] * x[j];
    x[i] = w / A[i * N + i];
  }
}
