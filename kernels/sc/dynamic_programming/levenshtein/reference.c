/* levenshtein: D[i][0] = i, D[0][j] = j; D[i][j] = min(D[i-1][j] + 1, D[i][j-1] + 1, D[i-1][j-1] + (a[i-1] != b[j-1])). */
#include "hpcab/kernel.h"

void levenshtein(int32_t *restrict D, const uint8_t *restrict a, const uint8_t *restrict b, int64_t N, int64_t M)
{
  const int64_t W = M + 1;
  for (int64_t j = 0; j <= M; j++)
    D[j] = (int32_t)j;
  for (int64_t i = 1; i <= N; i++) {
    D[i * W] = (int32_t)i;
    for (int64_t j = 1; j <= M; j++) {
      int32_t best = D[(i - 1) * W + j - 1] + (a[i - 1] != b[j - 1]);
      int32_t del = D[(i - 1) * W + j] + 1, ins = D[i * W + j - 1] + 1;
      if (del < best)
        best = del;
      if (ins < best)
        best = ins;
      D[i * W + j] = best;
    }
  }
}
