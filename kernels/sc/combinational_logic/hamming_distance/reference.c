/* hamming_distance: dist[i][j] = sum over words w of popcount(qc[i][w] xor dc[j][w]). */
#include "hpcab/kernel.h"

void hamming_distance(int32_t *restrict dist, const uint64_t *restrict qc, const uint64_t *restrict dc, int64_t NQ,
                      int64_t ND, int64_t W)
{
  for (int64_t i = 0; i < NQ; i++)
    for (int64_t j = 0; j < ND; j++) {
      int32_t s = 0;
      for (int64_t w = 0; w < W; w++)
        s += __builtin_popcountll(qc[i * W + w] ^ dc[j * W + w]);
      dist[i * ND + j] = s;
    }
}
