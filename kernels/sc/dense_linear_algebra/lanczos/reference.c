/* lanczos: nv = sqrt(sum v0[i]^2); Q[0] = v0 / nv. For j = 0 .. K-1: w = A Q[j] (j ascending sums) into
 * Q[j+1]; alpha[j] = Q[j] . w; w[i] = w[i] - alpha[j] Q[j][i] (- beta[j-1] Q[j-1][i] when j > 0);
 * beta[j] = sqrt(w . w); Q[j+1] = w / beta[j]. Square roots in double, rounded to real_t. */
#include "hpcab/kernel.h"
#include <math.h>

void lanczos(real_t *restrict Q, real_t *restrict alpha, real_t *restrict beta, const real_t *restrict A,
             const real_t *restrict v0, int64_t N, int64_t K, int64_t K1)
{
  (void)K1;
  real_t s2 = 0;
  for (int64_t i = 0; i < N; i++)
    s2 += v0[i] * v0[i];
  real_t nv = (real_t)sqrt((double)s2);
  for (int64_t i = 0; i < N; i++)
    Q[i] = v0[i] / nv;
  for (int64_t j = 0; j < K; j++) {
    const real_t *qj = Q + j * N;
    real_t *w = Q + (j + 1) * N;
    for (int64_t i = 0; i < N; i++) {
      real_t s = 0;
      for (int64_t k = 0; k < N; k++)
        s += A[i * N + k] * qj[k];
      w[i] = s;
    }
    real_t a = 0;
    for (int64_t i = 0; i < N; i++)
      a += qj[i] * w[i];
    alpha[j] = a;
    if (j > 0) {
      const real_t *qm = Q + (j - 1) * N;
      real_t bm = beta[j - 1];
      for (int64_t i = 0; i < N; i++)
        w[i] = w[i] - a * qj[i] - bm * qm[i];
    } else {
      for (int64_t i = 0; i < N; i++)
        w[i] = w[i] - a * qj[i];
    }
    real_t ww = 0;
    for (int64_t i = 0; i < N; i++)
      ww += w[i] * w[i];
    real_t bj = (real_t)sqrt((double)ww);
    beta[j] = bj;
    for (int64_t i = 0; i < N; i++)
      w[i] = w[i] / bj;
  }
}
