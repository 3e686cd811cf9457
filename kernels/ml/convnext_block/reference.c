/* convnext_block: sums in acc_t, in the order written.
 *   Dw[n][c][y][x] = bd[c] + sum over i, j ascending, taps inside the image (zero padding 3), of
 *                    X[n][c][y + i - 3][x + j - 3] Wd[c][i][j]
 * then per pixel (n, y, x), d[c] = Dw[n][c][y][x] as stored:
 *   mean = sum d / C, var = sum (d - mean)^2 / C, u[c] = (d[c] - mean) / sqrt(var + eps) gamma[c] + beta[c]
 *   hid[f] = gelu(b1[f] + sum over c of W1[f][c] u[c]),  gelu(s) = 0.5 s (1 + erf(s / sqrt(2)))
 *   Y[n][c][y][x] = X[n][c][y][x] + ls[c] (b2[c] + sum over f of W2[c][f] hid[f])
 * u and hid are kept in acc_t on the stack (C <= 64). */
#include "hpcab/kernel.h"

void convnext_block(real_t *restrict Y, real_t *restrict Dw, const real_t *restrict X, const real_t *restrict Wd,
                    const real_t *restrict bd, const real_t *restrict gamma, const real_t *restrict beta,
                    const real_t *restrict W1, const real_t *restrict b1, const real_t *restrict W2,
                    const real_t *restrict b2, const real_t *restrict ls, int64_t B, int64_t C, int64_t F,
                    int64_t H, int64_t W, float eps)
{
  const acc_t r2 = (acc_t)0.70710678118654752440; /* 1 / sqrt(2) */
  const int64_t HW = H * W;
  acc_t u[64], hid[256];
  for (int64_t n = 0; n < B; n++)
    for (int64_t c = 0; c < C; c++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = HPCAB_LD(bd[c]);
          for (int64_t i = 0; i < 7; i++) {
            const int64_t yy = y + i - 3;
            if (yy < 0 || yy >= H)
              continue;
            for (int64_t j = 0; j < 7; j++) {
              const int64_t xx = x + j - 3;
              if (xx < 0 || xx >= W)
                continue;
              s += HPCAB_LD(X[(n * C + c) * HW + yy * W + xx]) * HPCAB_LD(Wd[(c * 7 + i) * 7 + j]);
            }
          }
          Dw[(n * C + c) * HW + y * W + x] = HPCAB_ST(s);
        }
  for (int64_t n = 0; n < B; n++)
    for (int64_t p = 0; p < HW; p++) {
      const real_t *d = Dw + n * C * HW + p;
      acc_t mean = 0, var = 0;
      for (int64_t c = 0; c < C; c++)
        mean += HPCAB_LD(d[c * HW]);
      mean /= (acc_t)C;
      for (int64_t c = 0; c < C; c++) {
        const acc_t e = HPCAB_LD(d[c * HW]) - mean;
        var += e * e;
      }
      var /= (acc_t)C;
      const acc_t inv = 1 / HPCAB_SQRT(var + (acc_t)eps);
      for (int64_t c = 0; c < C; c++)
        u[c] = (HPCAB_LD(d[c * HW]) - mean) * inv * HPCAB_LD(gamma[c]) + HPCAB_LD(beta[c]);
      for (int64_t f = 0; f < F; f++) {
        acc_t s = HPCAB_LD(b1[f]);
        for (int64_t c = 0; c < C; c++)
          s += HPCAB_LD(W1[f * C + c]) * u[c];
        hid[f] = (acc_t)0.5 * s * (1 + HPCAB_ERF(s * r2));
      }
      for (int64_t c = 0; c < C; c++) {
        acc_t s = HPCAB_LD(b2[c]);
        for (int64_t f = 0; f < F; f++)
          s += HPCAB_LD(W2[c * F + f]) * hid[f];
        const int64_t at = (n * C + c) * HW + p;
        Y[at] = HPCAB_ST(HPCAB_LD(X[at]) + HPCAB_LD(ls[c]) * s);
      }
    }
}
