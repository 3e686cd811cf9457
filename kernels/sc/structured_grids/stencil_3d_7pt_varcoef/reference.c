/* stencil_3d_7pt_varcoef: beta_i[c] sits on the face between c and its neighbour at i-1 (likewise j, k).
 * Inside: y[c] = a alpha[c] x[c] - b h2inv (beta_i[c+si] (x[c+si] - x[c]) - beta_i[c] (x[c] - x[c-si])
 *                                         + the same along j and k); y = x on the boundary. */
#include "hpcab/kernel.h"

void stencil_3d_7pt_varcoef(real_t *restrict y, const real_t *restrict x, const real_t *restrict alpha,
                            const real_t *restrict beta_i, const real_t *restrict beta_j, const real_t *restrict beta_k,
                            int64_t N, real_t a, real_t b, real_t h2inv)
{
  const int64_t si = N * N, sj = N;
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++)
      for (int64_t k = 0; k < N; k++) {
        int64_t c = i * si + j * sj + k;
        if (i == 0 || j == 0 || k == 0 || i == N - 1 || j == N - 1 || k == N - 1) {
          y[c] = x[c];
          continue;
        }
        real_t div = beta_i[c + si] * (x[c + si] - x[c]) - beta_i[c] * (x[c] - x[c - si]) +
                     beta_j[c + sj] * (x[c + sj] - x[c]) - beta_j[c] * (x[c] - x[c - sj]) +
                     beta_k[c + 1] * (x[c + 1] - x[c]) - beta_k[c] * (x[c] - x[c - 1]);
        y[c] = a * alpha[c] * x[c] - b * h2inv * div;
      }
}
