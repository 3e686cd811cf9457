/* lbm_d2q9: per cell: rho = sum_q f_q; u = sum_q f_q c_q / rho;
 * feq_q = w_q rho (1 + 3 c_q.u + 4.5 (c_q.u)^2 - 1.5 u.u); post_q = f_q - (f_q - feq_q) / tau;
 * fout[q] at the cell (y + cy_q, x + cx_q) (periodic) = post_q. rho, ux, uy are the cell's moments. */
#include "hpcab/kernel.h"

static const int CX[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
static const int CY[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};

void lbm_d2q9(real_t *restrict fout, real_t *restrict rho, real_t *restrict ux, real_t *restrict uy,
              const real_t *restrict fin, int64_t NY, int64_t NX, real_t tau)
{
  const real_t W[9] = {(real_t)4 / 9, (real_t)1 / 9, (real_t)1 / 9, (real_t)1 / 9, (real_t)1 / 9,
                       (real_t)1 / 36, (real_t)1 / 36, (real_t)1 / 36, (real_t)1 / 36};
  const int64_t plane = NY * NX;
  for (int64_t y = 0; y < NY; y++)
    for (int64_t x = 0; x < NX; x++) {
      int64_t c = y * NX + x;
      real_t f[9], r = 0, mx = 0, my = 0;
      for (int q = 0; q < 9; q++) {
        f[q] = fin[q * plane + c];
        r += f[q];
        mx += f[q] * (real_t)CX[q];
        my += f[q] * (real_t)CY[q];
      }
      real_t vx = mx / r, vy = my / r, uu = vx * vx + vy * vy;
      rho[c] = r;
      ux[c] = vx;
      uy[c] = vy;
      for (int q = 0; q < 9; q++) {
        real_t cu = (real_t)CX[q] * vx + (real_t)CY[q] * vy;
        real_t feq = W[q] * r * ((real_t)1 + (real_t)3 * cu + (real_t)4.5 * cu * cu - (real_t)1.5 * uu);
        int64_t yd = (y + CY[q] + NY) % NY, xd = (x + CX[q] + NX) % NX;
        fout[q * plane + yd * NX + xd] = f[q] - (f[q] - feq) / tau;
      }
    }
}
