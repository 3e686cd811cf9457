/* needleman_wunsch: H[i][j] = best score aligning a[0..i) with b[0..j):
 * H[i][0] = -i GAP, H[0][j] = -j GAP, H[i][j] = max(H[i-1][j-1] + s(a[i-1], b[j-1]), H[i-1][j] - GAP,
 * H[i][j-1] - GAP) with s = +1 on a match and -1 otherwise. */
#include "hpcab/kernel.h"

void needleman_wunsch(int32_t *restrict H, const uint8_t *restrict a, const uint8_t *restrict b, int64_t N,
                      int64_t M, int32_t GAP)
{
  const int64_t W = M + 1;
  for (int64_t i = 0; i <= N; i++)
    H[i * W] = (int32_t)(-i * GAP);
  for (int64_t j = 0; j <= M; j++)
    H[j] = (int32_t)(-j * GAP);
  for (int64_t i = 1; i <= N; i++)
    for (int64_t j = 1; j <= M; j++) {
      int32_t diag = H[(i - 1) * W + j - 1] + (a[i - 1] == b[j - 1] ? 1 : -1);
      int32_t up = H[(i - 1) * W + j] - GAP;
      int32_t left = H[i * W + j - 1] - GAP;
      int32_t best = diag > up ? diag : up;
      H[i * W + j] = best > left ? best : left;
    }
}
