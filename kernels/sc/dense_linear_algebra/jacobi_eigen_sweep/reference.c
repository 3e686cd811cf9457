/* jacobi_eigen_sweep: V = I; for p = 0 .. N-2, q = p+1 .. N-1: apq = A[p][q]; skip when apq == 0;
 * theta = (A[q][q] - A[p][p]) / (2 apq); t = sgn(theta) / (|theta| + sqrt(theta^2 + 1)) (sgn(0) = 1);
 * c = 1 / sqrt(t^2 + 1); s = t c. Columns k of A: (A[k][p], A[k][q]) = (c a - s b, s a + c b) with
 * a = A[k][p], b = A[k][q]; then rows the same with a = A[p][k], b = A[q][k]; then the columns of V.
 * Square roots are taken in double and rounded to real_t. */
#include "hpcab/kernel.h"
#include <math.h>

void jacobi_eigen_sweep(real_t *restrict A, real_t *restrict V, int64_t N)
{
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++)
      V[i * N + j] = i == j ? 1 : 0;
  for (int64_t p = 0; p < N - 1; p++)
    for (int64_t q = p + 1; q < N; q++) {
      real_t apq = A[p * N + q];
      if (apq == 0)
        continue;
      real_t theta = (A[q * N + q] - A[p * N + p]) / (2 * apq);
      real_t at = theta < 0 ? -theta : theta;
      real_t t = 1 / (at + (real_t)sqrt((double)(theta * theta + 1)));
      if (theta < 0)
        t = -t;
      real_t c = 1 / (real_t)sqrt((double)(t * t + 1));
      real_t s = t * c;
      for (int64_t k = 0; k < N; k++) {
        real_t a = A[k * N + p], b = A[k * N + q];
        A[k * N + p] = c * a - s * b;
        A[k * N + q] = s * a + c * b;
      }
      for (int64_t k = 0; k < N; k++) {
        real_t a = A[p * N + k], b = A[q * N + k];
        A[p * N + k] = c * a - s * b;
        A[q * N + k] = s * a + c * b;
      }
      for (int64_t k = 0; k < N; k++) {
        real_t a = V[k * N + p], b = V[k * N + q];
        V[k * N + p] = c * a - s * b;
        V[k * N + q] = s * a + c * b;
      }
    }
}
