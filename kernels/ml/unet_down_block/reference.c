/* unet_down_block: conv(Z, Wk, bk)[n][o][y][x] = bk[o] + sum over c, i, j (taps inside the image; zero padding
 * 1) of Z[n][c][y + i - 1][x + j - 1] Wk[o][c][i][j] in acc_t (c, i, j ascending); T = max(conv(X, W1, b1), 0),
 * S = max(conv(T, W2, b2), 0) (T as stored); P[n][o][py][px] = max of S over rows 2 py .. 2 py + 1 and columns
 * 2 px .. 2 px + 1. */
#include "hpcab/kernel.h"

static void conv3x3_relu(real_t *restrict out, const real_t *restrict Z, const real_t *restrict Wk,
                         const real_t *restrict bk, int64_t B, int64_t CI, int64_t CO, int64_t H, int64_t W)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = HPCAB_LD(bk[o]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < 3; i++) {
              const int64_t yy = y + i - 1;
              if (yy < 0 || yy >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                const int64_t xx = x + j - 1;
                if (xx < 0 || xx >= W)
                  continue;
                s += HPCAB_LD(Z[((n * CI + c) * H + yy) * W + xx]) * HPCAB_LD(Wk[((o * CI + c) * 3 + i) * 3 + j]);
              }
            }
          out[((n * CO + o) * H + y) * W + x] = HPCAB_ST(s > 0 ? s : (acc_t)0);
        }
}

void unet_down_block(real_t *restrict P, real_t *restrict S, real_t *restrict T, const real_t *restrict X,
                     const real_t *restrict W1, const real_t *restrict b1, const real_t *restrict W2,
                     const real_t *restrict b2, int64_t B, int64_t CI, int64_t CO, int64_t H, int64_t W, int64_t PH,
                     int64_t PW)
{
  conv3x3_relu(T, X, W1, b1, B, CI, CO, H, W);
  conv3x3_relu(S, T, W2, b2, B, CO, CO, H, W);
  for (int64_t m = 0; m < B * CO; m++)
    for (int64_t py = 0; py < PH; py++)
      for (int64_t px = 0; px < PW; px++) {
        const real_t *s = S + (m * H + 2 * py) * W + 2 * px;
        acc_t v = HPCAB_LD(s[0]);
        if (HPCAB_LD(s[1]) > v)
          v = HPCAB_LD(s[1]);
        if (HPCAB_LD(s[W]) > v)
          v = HPCAB_LD(s[W]);
        if (HPCAB_LD(s[W + 1]) > v)
          v = HPCAB_LD(s[W + 1]);
        P[(m * PH + py) * PW + px] = HPCAB_ST(v);
      }
}
