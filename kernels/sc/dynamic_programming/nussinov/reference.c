/* nussinov (PolyBench/C 4.2): table = 0; for i = N-1 .. 0, j = i+1 .. N-1:
 * t[i][j] = max(t[i][j], t[i][j-1], t[i+1][j]); t[i][j] = max(t[i][j], t[i+1][j-1] + match(i, j)) when i < j-1,
 * else max(t[i][j], t[i+1][j-1]); t[i][j] = max over i < k < j of t[i][k] + t[k+1][j]. */
#include "hpcab/kernel.h"

static int32_t imax(int32_t a, int32_t b)
{
  return a >= b ? a : b;
}

void nussinov(int32_t *restrict table, const uint8_t *restrict seq, int64_t N)
{
  for (int64_t k = 0; k < N * N; k++)
    table[k] = 0;
  for (int64_t i = N - 1; i >= 0; i--)
    for (int64_t j = i + 1; j < N; j++) {
      int32_t t = table[i * N + j];
      if (j - 1 >= 0)
        t = imax(t, table[i * N + j - 1]);
      if (i + 1 < N)
        t = imax(t, table[(i + 1) * N + j]);
      if (j - 1 >= 0 && i + 1 < N) {
        if (i < j - 1)
          t = imax(t, table[(i + 1) * N + j - 1] + (seq[i] + seq[j] == 3 ? 1 : 0));
        else
          t = imax(t, table[(i + 1) * N + j - 1]);
      }
      for (int64_t k = i + 1; k < j; k++)
        t = imax(t, table[i * N + k] + table[(k + 1) * N + j]);
      table[i * N + j] = t;
    }
}
