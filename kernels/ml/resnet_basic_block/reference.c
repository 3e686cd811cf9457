/* resnet_basic_block: conv(Z)[n][o][y][x] = sum over c, i, j (taps inside the image; zero padding 1) of
 * Z[n][c][y + i - 1][x + j - 1] Wk[o][c][i][j] in acc_t (c, i, j ascending).
 * T = max(conv(X; W1) s1[o] + t1[o], 0), stored; then Y = max(conv(T; W2) s2[o] + t2[o] + X, 0)
 * (conv of T as stored). */
#include "hpcab/kernel.h"

static acc_t conv3x3_at(const real_t *restrict Z, const real_t *restrict Wk, int64_t n, int64_t o, int64_t y,
                        int64_t x, int64_t C, int64_t H, int64_t W)
{
  acc_t s = 0;
  for (int64_t c = 0; c < C; c++)
    for (int64_t i = 0; i < 3; i++) {
      const int64_t yy = y + i - 1;
      if (yy < 0 || yy >= H)
        continue;
      for (int64_t j = 0; j < 3; j++) {
        const int64_t xx = x + j - 1;
        if (xx < 0 || xx >= W)
          continue;
        s += HPCAB_LD(Z[((n * C + c) * H + yy) * W + xx]) * HPCAB_LD(Wk[((o * C + c) * 3 + i) * 3 + j]);
      }
    }
  return s;
}

void resnet_basic_block(real_t *restrict Y, real_t *restrict T, const real_t *restrict X, const real_t *restrict W1,
                        const real_t *restrict s1, const real_t *restrict t1, const real_t *restrict W2,
                        const real_t *restrict s2, const real_t *restrict t2, int64_t B, int64_t C, int64_t H,
                        int64_t W)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < C; o++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          const acc_t v = conv3x3_at(X, W1, n, o, y, x, C, H, W) * HPCAB_LD(s1[o]) + HPCAB_LD(t1[o]);
          T[((n * C + o) * H + y) * W + x] = HPCAB_ST(v > 0 ? v : (acc_t)0);
        }
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < C; o++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          const int64_t at = ((n * C + o) * H + y) * W + x;
          const acc_t v = conv3x3_at(T, W2, n, o, y, x, C, H, W) * HPCAB_LD(s2[o]) + HPCAB_LD(t2[o]) + HPCAB_LD(X[at]);
          Y[at] = HPCAB_ST(v > 0 ? v : (acc_t)0);
        }
}
