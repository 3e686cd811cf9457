/* affine_grid: torch.nn.functional.affine_grid for 2-D with align_corners false. Normalized pixel centers
 * x_j = (2 j + 1) / W - 1, y_i = (2 i + 1) / H - 1 (in acc_t); for batch n with theta t (2 x 3):
 * G[n][i][j][0] = t00 x_j + t01 y_i + t02, G[n][i][j][1] = t10 x_j + t11 y_i + t12 (summed left to right). */
#include "hpcab/kernel.h"

void affine_grid(real_t *restrict G, const real_t *restrict theta, int64_t N, int64_t H, int64_t W)
{
  for (int64_t n = 0; n < N; n++) {
    const real_t *t = theta + 6 * n;
    const acc_t t00 = HPCAB_LD(t[0]), t01 = HPCAB_LD(t[1]), t02 = HPCAB_LD(t[2]);
    const acc_t t10 = HPCAB_LD(t[3]), t11 = HPCAB_LD(t[4]), t12 = HPCAB_LD(t[5]);
    for (int64_t i = 0; i < H; i++) {
      const acc_t y = (acc_t)(2 * i + 1) / (acc_t)H - 1;
      for (int64_t j = 0; j < W; j++) {
        const acc_t x = (acc_t)(2 * j + 1) / (acc_t)W - 1;
        real_t *g = G + ((n * H + i) * W + j) * 2;
        g[0] = HPCAB_ST(t00 * x + t01 * y + t02);
        g[1] = HPCAB_ST(t10 * x + t11 * y + t12);
      }
    }
  }
}
