/* smith_waterman: H[i][0] = H[0][j] = 0; H[i][j] = max(0, H[i-1][j-1] + (a[i-1] == b[j-1] ? MATCH : -MISMATCH),
 * H[i-1][j] - GAP, H[i][j-1] - GAP); best = {max H, its row, its column}, the first maximum in row-major order. */
#include "hpcab/kernel.h"

void smith_waterman(int32_t *restrict H, int64_t *restrict best, const uint8_t *restrict a, const uint8_t *restrict b,
                    int64_t N, int64_t M, int32_t MATCH, int32_t MISMATCH, int32_t GAP)
{
  const int64_t W = M + 1;
  int64_t bv = 0, bi = 0, bj = 0;
  for (int64_t j = 0; j <= M; j++)
    H[j] = 0;
  for (int64_t i = 1; i <= N; i++) {
    H[i * W] = 0;
    for (int64_t j = 1; j <= M; j++) {
      int32_t h = H[(i - 1) * W + j - 1] + (a[i - 1] == b[j - 1] ? MATCH : -MISMATCH);
      int32_t up = H[(i - 1) * W + j] - GAP, left = H[i * W + j - 1] - GAP;
      if (up > h)
        h = up;
      if (left > h)
        h = left;
      if (h < 0)
        h = 0;
      H[i * W + j] = h;
      if (h > bv) {
        bv = h;
        bi = i;
        bj = j;
      }
    }
  }
  best[0] = bv;
  best[1] = bi;
  best[2] = bj;
}
