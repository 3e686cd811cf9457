/* qr_householder: for k = 0 .. N-1: alpha = A[k][k], xnorm = ||A[k+1.., k]||; beta = -sign(alpha) sqrt(alpha^2 +
 * xnorm^2); tau_k = (beta - alpha) / beta; A[k+1.., k] /= (alpha - beta); A[k][k] = beta (xnorm = 0: tau_k = 0,
 * nothing changes); then every later column j: w = A[k][j] + sum_{i>k} v_i A[i][j]; A[k][j] -= tau w;
 * A[i][j] -= tau w v_i. */
#include "hpcab/kernel.h"
#include <math.h>

void qr_householder(real_t *restrict A, real_t *restrict tau, int64_t M, int64_t N)
{
  for (int64_t k = 0; k < N; k++) {
    real_t xn2 = 0;
    for (int64_t i = k + 1; i < M; i++)
      xn2 += A[i * N + k] * A[i * N + k];
    const real_t alpha = A[k * N + k];
    if (xn2 == 0) {
      tau[k] = 0;
      continue;
    }
    real_t beta = (real_t)sqrt((double)(alpha * alpha + xn2));
    if (alpha >= 0)
      beta = -beta;
    const real_t t = (beta - alpha) / beta, scale = 1 / (alpha - beta);
    for (int64_t i = k + 1; i < M; i++)
      A[i * N + k] *= scale;
    A[k * N + k] = beta;
    tau[k] = t;
    for (int64_t j = k + 1; j < N; j++) {
      real_t w = A[k * N + j];
      for (int64_t i = k + 1; i < M; i++)
        w += A[i * N + k] * A[i * N + j];
      A[k * N + j] -= t * w;
      for (int64_t i = k + 1; i < M; i++)
        A[i * N + j] -= t * w * A[i * N + k];
    }
  }
}
