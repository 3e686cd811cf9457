/* fdtd_2d (PolyBench/C 4.2): for t < TMAX: ey[0][j] = fict[t];
 * ey[i][j] -= 0.5 (hz[i][j] - hz[i-1][j]) (i >= 1); ex[i][j] -= 0.5 (hz[i][j] - hz[i][j-1]) (j >= 1);
 * hz[i][j] -= 0.7 (ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j]) (i < NX-1, j < NY-1). */
#include "hpcab/kernel.h"

void fdtd_2d(real_t *restrict ex, real_t *restrict ey, real_t *restrict hz, const real_t *restrict fict, int64_t TMAX,
             int64_t NX, int64_t NY)
{
  for (int64_t t = 0; t < TMAX; t++) {
    for (int64_t j = 0; j < NY; j++)
      ey[j] = fict[t];
    for (int64_t i = 1; i < NX; i++)
      for (int64_t j = 0; j < NY; j++)
        ey[i * NY + j] = ey[i * NY + j] - (real_t)0.5 * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
    for (int64_t i = 0; i < NX; i++)
      for (int64_t j = 1; j < NY; j++)
        ex[i * NY + j] = ex[i * NY + j] - (real_t)0.5 * (hz[i * NY + j] - hz[i * NY + j - 1]);
    for (int64_t i = 0; i < NX - 1; i++)
      for (int64_t j = 0; j < NY - 1; j++)
        hz[i * NY + j] = hz[i * NY + j] - (real_t)0.7 * (ex[i * NY + j + 1] - ex[i * NY + j] + ey[(i + 1) * NY + j] -
                                                        ey[i * NY + j]);
  }
}
