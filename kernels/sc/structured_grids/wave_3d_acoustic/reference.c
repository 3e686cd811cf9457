/* wave_3d_acoustic: for 4 <= i, j, k < N - 4: lap = 3 w0 u[c] + sum_{r=1..4} w_r (the six points at distance r
 * along the axes, summed i, then j, then k, each as u[+r] + u[-r]); u_prev[c] = 2 u[c] - u_prev[c] + c2[c] lap. */
#include "hpcab/kernel.h"

void wave_3d_acoustic(real_t *restrict u_prev, const real_t *restrict u, const real_t *restrict c2, int64_t N)
{
  const real_t w[5] = {(real_t)(-205.0 / 72.0), (real_t)(8.0 / 5.0), (real_t)(-1.0 / 5.0), (real_t)(8.0 / 315.0),
                       (real_t)(-1.0 / 560.0)};
  const int64_t si = N * N, sj = N;
  for (int64_t i = 4; i < N - 4; i++)
    for (int64_t j = 4; j < N - 4; j++)
      for (int64_t k = 4; k < N - 4; k++) {
        const int64_t c = i * si + j * sj + k;
        real_t lap = 3 * w[0] * u[c];
        for (int r = 1; r <= 4; r++)
          lap += w[r] * ((u[c + r * si] + u[c - r * si]) + (u[c + r * sj] + u[c - r * sj]) + (u[c + r] + u[c - r]));
        u_prev[c] = 2 * u[c] - u_prev[c] + c2[c] * lap;
      }
}
