/* dct2_8x8: per block, rows then columns of the 1-D orthonormal DCT-II
 * G(u) = c(u) sum_x g(x) cos((2x + 1) u pi / 16), c(0) = sqrt(1/8), c(u > 0) = sqrt(2/8) (basis in double). */
#include "hpcab/kernel.h"
#include <math.h>

void dct2_8x8(real_t *restrict out, const real_t *restrict img, int64_t BH, int64_t BW, int64_t H, int64_t W)
{
  (void)H;
  real_t basis[8][8];
  for (int u = 0; u < 8; u++)
    for (int x = 0; x < 8; x++)
      basis[u][x] = (real_t)((u == 0 ? sqrt(1.0 / 8.0) : sqrt(2.0 / 8.0)) * cos((2 * x + 1) * u * 3.14159265358979323846 / 16.0));
  for (int64_t bi = 0; bi < BH; bi++)
    for (int64_t bj = 0; bj < BW; bj++) {
      const int64_t o = bi * 8 * W + bj * 8;
      real_t t[8][8];
      for (int y = 0; y < 8; y++) /* rows: t[y][v] = sum_x img[y][x] basis[v][x] */
        for (int v = 0; v < 8; v++) {
          real_t s = 0;
          for (int x = 0; x < 8; x++)
            s += img[o + y * W + x] * basis[v][x];
          t[y][v] = s;
        }
      for (int u = 0; u < 8; u++) /* columns */
        for (int v = 0; v < 8; v++) {
          real_t s = 0;
          for (int y = 0; y < 8; y++)
            s += basis[u][y] * t[y][v];
          out[o + u * W + v] = s;
        }
    }
}
