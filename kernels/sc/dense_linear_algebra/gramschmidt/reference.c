/* gramschmidt (PolyBench/C 4.2): for k: R[k][k] = ||A[:,k]||; Q[:,k] = A[:,k] / R[k][k];
 * for j > k: R[k][j] = Q[:,k] . A[:,j]; A[:,j] -= Q[:,k] R[k][j]. R below the diagonal is zero. */
#include "hpcab/kernel.h"
#include <math.h>

void gramschmidt(real_t *restrict A, real_t *restrict R, real_t *restrict Q, int64_t M, int64_t N)
{
  for (int64_t k = 0; k < N; k++)
    for (int64_t j = 0; j < k; j++)
      R[k * N + j] = 0;
  for (int64_t k = 0; k < N; k++) {
    real_t nrm = 0;
    for (int64_t i = 0; i < M; i++)
      nrm += A[i * N + k] * A[i * N + k];
    R[k * N + k] = (real_t)sqrt((double)nrm);
    for (int64_t i = 0; i < M; i++)
      Q[i * N + k] = A[i * N + k] / R[k * N + k];
    for (int64_t j = k + 1; j < N; j++) {
      real_t s = 0;
      for (int64_t i = 0; i < M; i++)
        s += Q[i * N + k] * A[i * N + j];
      R[k * N + j] = s;
      for (int64_t i = 0; i < M; i++)
        A[i * N + j] = A[i * N + j] - Q[i * N + k] * s;
    }
  }
}
