/* bitap_search: B[c] has bit i set when pattern[i] == c. R[d] bit i set: pattern[0..i] matches a suffix of
 * the text read so far with <= d edits; initially R[d] = 2^d - 1. Per text character c (old = previous R):
 *   R[0] = ((old[0] << 1) | 1) & B[c];
 *   R[d] = (((old[d] << 1) | 1) & B[c]) | old[d-1] | ((old[d-1] | R[d-1]) << 1) | 1.
 * count = number of characters after which bit M-1 of R[K] is set. */
#include "hpcab/kernel.h"

void bitap_search(int64_t *restrict count, const uint8_t *restrict text, const uint8_t *restrict pattern, int64_t N,
                  int64_t M, int64_t K)
{
  uint64_t B[256] = {0}, R[64], prev[64];
  if (M < 1 || M > 63 || K < 0 || K >= M) {
    count[0] = 0;
    return;
  }
  for (int64_t i = 0; i < M; i++)
    B[pattern[i]] |= 1ull << i;
  for (int64_t d = 0; d <= K; d++)
    R[d] = (1ull << d) - 1;
  const uint64_t hit = 1ull << (M - 1);
  int64_t found = 0;
  for (int64_t j = 0; j < N; j++) {
    const uint64_t mask = B[text[j]];
    for (int64_t d = 0; d <= K; d++)
      prev[d] = R[d];
    R[0] = ((prev[0] << 1) | 1) & mask;
    for (int64_t d = 1; d <= K; d++)
      R[d] = (((prev[d] << 1) | 1) & mask) | prev[d - 1] | ((prev[d - 1] | R[d - 1]) << 1) | 1;
    found += (R[K] & hit) != 0;
  }
  count[0] = found;
}
