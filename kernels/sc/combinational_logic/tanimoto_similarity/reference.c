/* tanimoto_similarity: c = sum over words w of popcount(qfp[i][w] & dfp[j][w]), u = the same of
 * popcount(qfp[i][w] | dfp[j][w]); sim[i][j] = c / u, and 0 when u == 0 (both fingerprints empty). */
#include "hpcab/kernel.h"

void tanimoto_similarity(real_t *restrict sim, const uint64_t *restrict qfp, const uint64_t *restrict dfp, int64_t NQ,
                         int64_t ND, int64_t W)
{
  for (int64_t i = 0; i < NQ; i++)
    for (int64_t j = 0; j < ND; j++) {
      int64_t c = 0, u = 0;
      for (int64_t w = 0; w < W; w++) {
        const uint64_t a = qfp[i * W + w], b = dfp[j * W + w];
        c += __builtin_popcountll(a & b);
        u += __builtin_popcountll(a | b);
      }
      sim[i * ND + j] = u == 0 ? (real_t)0 : (real_t)c / (real_t)u;
    }
}
