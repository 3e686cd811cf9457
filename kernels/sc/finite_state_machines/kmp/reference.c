/* kmp: fail[q] = length of the longest proper prefix of pattern[0..q] that is also its suffix; count =
 * number of positions where pattern occurs in text (occurrences may overlap). */
#include "hpcab/kernel.h"

void kmp(int64_t *restrict count, int32_t *restrict fail, const uint8_t *restrict text,
         const uint8_t *restrict pattern, int64_t N, int64_t M)
{
  fail[0] = 0;
  int32_t k = 0;
  for (int64_t q = 1; q < M; q++) {
    while (k > 0 && pattern[k] != pattern[q])
      k = fail[k - 1];
    if (pattern[k] == pattern[q])
      k++;
    fail[q] = k;
  }
  int64_t found = 0;
  int64_t q = 0;
  for (int64_t i = 0; i < N; i++) {
    while (q > 0 && pattern[q] != text[i])
      q = fail[q - 1];
    if (pattern[q] == text[i])
      q++;
    if (q == M) {
      found++;
      q = fail[q - 1];
    }
  }
  count[0] = found;
}
