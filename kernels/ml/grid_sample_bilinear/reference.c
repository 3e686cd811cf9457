/* grid_sample_bilinear: torch.nn.functional.grid_sample(mode "bilinear", padding_mode "zeros",
 * align_corners false). Per output point (n, p, q), in acc_t: (gx, gy) = grid[n][p][q];
 * ix = ((gx + 1) W - 1) / 2, iy = ((gy + 1) H - 1) / 2; x0 = floor(ix), y0 = floor(iy), tx = ix - x0,
 * ty = iy - y0; for each channel Y = (1-tx)(1-ty) v(y0,x0) + tx(1-ty) v(y0,x0+1) + (1-tx)ty v(y0+1,x0)
 * + tx ty v(y0+1,x0+1), summed in that order, where v is the input value and 0 outside [0,H) x [0,W). */
#include "hpcab/kernel.h"

static int64_t flr(acc_t v)
{
  int64_t i = (int64_t)v;
  if ((acc_t)i > v)
    i--;
  return i;
}

void grid_sample_bilinear(real_t *restrict Y, const real_t *restrict X, const real_t *restrict grid, int64_t N,
                          int64_t C, int64_t H, int64_t W, int64_t OH, int64_t OW)
{
  for (int64_t n = 0; n < N; n++)
    for (int64_t p = 0; p < OH; p++)
      for (int64_t q = 0; q < OW; q++) {
        const real_t *g = grid + ((n * OH + p) * OW + q) * 2;
        const acc_t ix = ((HPCAB_LD(g[0]) + 1) * (acc_t)W - 1) / 2;
        const acc_t iy = ((HPCAB_LD(g[1]) + 1) * (acc_t)H - 1) / 2;
        const int64_t x0 = flr(ix), y0 = flr(iy), x1 = x0 + 1, y1 = y0 + 1;
        const acc_t tx = ix - (acc_t)x0, ty = iy - (acc_t)y0;
        const acc_t w00 = (1 - tx) * (1 - ty), w01 = tx * (1 - ty), w10 = (1 - tx) * ty, w11 = tx * ty;
        const int vx0 = x0 >= 0 && x0 < W, vx1 = x1 >= 0 && x1 < W, vy0 = y0 >= 0 && y0 < H, vy1 = y1 >= 0 && y1 < H;
        for (int64_t c = 0; c < C; c++) {
          const real_t *x = X + (n * C + c) * H * W;
          const acc_t v00 = vy0 && vx0 ? HPCAB_LD(x[y0 * W + x0]) : 0;
          const acc_t v01 = vy0 && vx1 ? HPCAB_LD(x[y0 * W + x1]) : 0;
          const acc_t v10 = vy1 && vx0 ? HPCAB_LD(x[y1 * W + x0]) : 0;
          const acc_t v11 = vy1 && vx1 ? HPCAB_LD(x[y1 * W + x1]) : 0;
          Y[((n * C + c) * OH + p) * OW + q] = HPCAB_ST(w00 * v00 + w01 * v01 + w10 * v10 + w11 * v11);
        }
      }
}
