/* hessenberg_householder: for k = 0 .. N-3: alpha = A[k+1][k]; xn = sqrt(sum_{i>=k+2} A[i][k]^2);
 * xn == 0: tau[k] = 0, nothing else. Else beta = -sgn(alpha) sqrt(alpha^2 + xn^2) (sgn(0) = 1),
 * tau[k] = (beta - alpha) / beta, A[i][k] *= 1 / (alpha - beta) (i >= k+2: v, v[k+1] = 1), A[k+1][k] = beta.
 * Left: for columns j = k+1 .. N-1: s = tau (A[k+1][j] + sum_{i>=k+2} v_i A[i][j]); A[i][j] -= s v_i.
 * Right: for rows i = 0 .. N-1: s = tau (A[i][k+1] + sum_{j>=k+2} A[i][j] v_j); A[i][j] -= s v_j.
 * tau[N-2] = tau[N-1] = 0. Square roots in double, rounded to real_t; sums in ascending index. */
#include "hpcab/kernel.h"
#include <math.h>

void hessenberg_householder(real_t *restrict A, real_t *restrict tau, int64_t N)
{
  for (int64_t k = 0; k < N; k++)
    tau[k] = 0;
  for (int64_t k = 0; k + 2 < N; k++) {
    real_t alpha = A[(k + 1) * N + k];
    real_t x2 = 0;
    for (int64_t i = k + 2; i < N; i++)
      x2 += A[i * N + k] * A[i * N + k];
    real_t xn = (real_t)sqrt((double)x2);
    if (xn == 0)
      continue;
    real_t beta = (real_t)sqrt((double)(alpha * alpha + xn * xn));
    if (alpha >= 0)
      beta = -beta;
    real_t t = (beta - alpha) / beta;
    tau[k] = t;
    real_t scale = 1 / (alpha - beta);
    for (int64_t i = k + 2; i < N; i++)
      A[i * N + k] *= scale;
    A[(k + 1) * N + k] = beta;
    for (int64_t j = k + 1; j < N; j++) {
      real_t s = A[(k + 1) * N + j];
      for (int64_t i = k + 2; i < N; i++)
        s += A[i * N + k] * A[i * N + j];
      s *= t;
      A[(k + 1) * N + j] -= s;
      for (int64_t i = k + 2; i < N; i++)
        A[i * N + j] -= s * A[i * N + k];
    }
    for (int64_t i = 0; i < N; i++) {
      real_t s = A[i * N + k + 1];
      for (int64_t j = k + 2; j < N; j++)
        s += A[i * N + j] * A[j * N + k];
      s *= t;
      A[i * N + k + 1] -= s;
      for (int64_t j = k + 2; j < N; j++)
        A[i * N + j] -= s * A[j * N + k];
    }
  }
}
