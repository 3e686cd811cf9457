/* lcs: L[i][0] = L[0][j] = 0; L[i][j] = L[i-1][j-1] + 1 if a[i-1] == b[j-1], else max(L[i-1][j], L[i][j-1]). */
#include "hpcab/kernel.h"

void lcs(int32_t *restrict L, const uint8_t *restrict a, const uint8_t *restrict b, int64_t N, int64_t M)
{
  const int64_t W = M + 1;
  for (int64_t j = 0; j <= M; j++)
    L[j] = 0;
  for (int64_t i = 1; i <= N; i++) {
    L[i * W] = 0;
    for (int64_t j = 1; j <= M; j++) {
      if (a[i - 1] == b[j - 1])
        L[i * W + j] = L[(i - 1) * W + j - 1] + 1;
      else {
        int32_t up = L[(i - 1) * W + j], left = L[i * W + j - 1];
        L[i * W + j] = up >= left ? up : left;
      }
    }
  }
}
