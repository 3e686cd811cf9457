/* vgg_block: conv(Z; Wk, bk)[n][o][y][x] = bk[o] + sum over c, i, j (taps inside the image; zero padding 1)
 * of Z[n][c][y + i - 1][x + j - 1] Wk[o][c][i][j] in acc_t (bias first, then c, i, j ascending).
 * T1 = max(conv(X; W1, b1), 0) (C -> K channels), T2 = max(conv(T1; W2, b2), 0) (K -> K, of T1 as stored),
 * Y[n][o][p][q] = max of T2[n][o][2p + a][2q + b] over a, b in {0, 1}. */
#include "hpcab/kernel.h"

static acc_t conv3x3_at(const real_t *restrict Z, const real_t *restrict Wk, acc_t s, int64_t n, int64_t o,
                        int64_t y, int64_t x, int64_t C, int64_t H, int64_t W)
{
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

void vgg_block(real_t *restrict Y, real_t *restrict T1, real_t *restrict T2, const real_t *restrict X,
               const real_t *restrict W1, const real_t *restrict b1, const real_t *restrict W2,
               const real_t *restrict b2, int64_t B, int64_t C, int64_t K, int64_t HP, int64_t WP, int64_t H,
               int64_t W)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < K; o++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          const acc_t v = conv3x3_at(X, W1, HPCAB_LD(b1[o]), n, o, y, x, C, H, W);
          T1[((n * K + o) * H + y) * W + x] = HPCAB_ST(v > 0 ? v : (acc_t)0);
        }
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < K; o++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          const acc_t v = conv3x3_at(T1, W2, HPCAB_LD(b2[o]), n, o, y, x, K, H, W);
          T2[((n * K + o) * H + y) * W + x] = HPCAB_ST(v > 0 ? v : (acc_t)0);
        }
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < K; o++)
      for (int64_t p = 0; p < HP; p++)
        for (int64_t q = 0; q < WP; q++) {
          const real_t *t = T2 + ((n * K + o) * H + 2 * p) * W + 2 * q;
          acc_t m = HPCAB_LD(t[0]);
          if (HPCAB_LD(t[1]) > m)
            m = HPCAB_LD(t[1]);
          if (HPCAB_LD(t[W]) > m)
            m = HPCAB_LD(t[W]);
          if (HPCAB_LD(t[W + 1]) > m)
            m = HPCAB_LD(t[W + 1]);
          Y[((n * K + o) * HP + p) * WP + q] = HPCAB_ST(m);
        }
}
