/* hermitian_rayleigh_ritz: H[i][k] = the stored value for k > i, conj(H[k][i]) for k < i, Re H[i][i] on the
 * diagonal; Y[i][m] = sum_k H[i][k] X[k][m]; S[a][b] = sum_i conj(X[i][a]) Y[i][b] (complex products,
 * sums in index order). */
#include "hpcab/kernel.h"

void hermitian_rayleigh_ritz(real_t *restrict Y_re, real_t *restrict Y_im, real_t *restrict S_re, real_t *restrict S_im,
                             const real_t *restrict H_re, const real_t *restrict H_im, const real_t *restrict X_re,
                             const real_t *restrict X_im, int64_t N, int64_t M)
{
  for (int64_t i = 0; i < N * M; i++)
    Y_re[i] = Y_im[i] = 0;
  for (int64_t i = 0; i < N; i++)
    for (int64_t k = 0; k < N; k++) {
      real_t hr, hi;
      if (k > i) {
        hr = H_re[i * N + k];
        hi = H_im[i * N + k];
      } else if (k < i) {
        hr = H_re[k * N + i];
        hi = -H_im[k * N + i];
      } else {
        hr = H_re[i * N + i];
        hi = 0;
      }
      for (int64_t m = 0; m < M; m++) {
        const real_t xr = X_re[k * M + m], xi = X_im[k * M + m];
        Y_re[i * M + m] += hr * xr - hi * xi;
        Y_im[i * M + m] += hr * xi + hi * xr;
      }
    }
  for (int64_t a = 0; a < M; a++)
    for (int64_t b = 0; b < M; b++) {
      real_t sr = 0, si = 0;
      for (int64_t i = 0; i < N; i++) {
        const real_t xr = X_re[i * M + a], xi = -X_im[i * M + a], yr = Y_re[i * M + b], yi = Y_im[i * M + b];
        sr += xr * yr - xi * yi;
        si += xr * yi + xi * yr;
      }
      S_re[a * M + b] = sr;
      S_im[a * M + b] = si;
    }
}
