/* gmm_estep: c[k] = log(w[k]) - (D log(2 pi) + sum_d log(var[k][d])) / 2 (d ascending);
 * per point n: lp[k] = c[k] - (sum_d (X[n][d] - mu[k][d])^2 / var[k][d]) / 2; m = max_k lp[k];
 * s = sum_k exp(lp[k] - m); resp[n][k] = exp(lp[k] - m) / s; loglik = sum_n (m + log(s)) (n ascending). */
#include "hpcab/kernel.h"

void gmm_estep(real_t *restrict resp, real_t *restrict loglik, const real_t *restrict X, const real_t *restrict mu,
               const real_t *restrict var, const real_t *restrict w, int64_t N, int64_t D, int64_t K)
{
  const real_t log2pi = (real_t)1.83787706640934548;
  real_t c[32];
  for (int64_t k = 0; k < K; k++) {
    real_t t = (real_t)D * log2pi;
    for (int64_t d = 0; d < D; d++)
      t += HPCAB_LOG(var[k * D + d]);
    c[k] = HPCAB_LOG(w[k]) - t / 2;
  }
  real_t ll = 0;
  for (int64_t n = 0; n < N; n++) {
    const real_t *x = X + n * D;
    real_t *r = resp + n * K;
    for (int64_t k = 0; k < K; k++) {
      real_t q = 0;
      for (int64_t d = 0; d < D; d++) {
        const real_t e = x[d] - mu[k * D + d];
        q += e * e / var[k * D + d];
      }
      r[k] = c[k] - q / 2;
    }
    real_t m = r[0];
    for (int64_t k = 1; k < K; k++)
      if (r[k] > m)
        m = r[k];
    real_t s = 0;
    for (int64_t k = 0; k < K; k++) {
      r[k] = HPCAB_EXP(r[k] - m);
      s += r[k];
    }
    for (int64_t k = 0; k < K; k++)
      r[k] /= s;
    ll += m + HPCAB_LOG(s);
  }
  loglik[0] = ll;
}
