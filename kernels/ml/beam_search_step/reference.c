/* beam_search_step: per batch item, the candidate (w, v) scores c = S[w] + LP[w][v] (real_t sum); newS holds
 * the W largest in descending order, a tie going to the lower flat index f = w * V + v; parent = w, token = v.
 * Selection by W passes, each taking the first candidate after the previous one in that order. */
#include "hpcab/kernel.h"

static int before(real_t a, int64_t ia, real_t b, int64_t ib)
{
  return a > b || (a == b && ia < ib);
}

void beam_search_step(real_t *restrict newS, int32_t *restrict parent, int32_t *restrict token,
                      const real_t *restrict S, const real_t *restrict LP, int64_t B, int64_t W, int64_t V)
{
  for (int64_t b = 0; b < B; b++) {
    real_t pv = 0;
    int64_t pi = -1;
    for (int64_t k = 0; k < W; k++) {
      real_t bv = 0;
      int64_t bi = -1;
      for (int64_t w = 0; w < W; w++) {
        const real_t s = S[b * W + w];
        const real_t *lp = LP + (b * W + w) * V;
        for (int64_t v = 0; v < V; v++) {
          const real_t c = s + lp[v];
          const int64_t f = w * V + v;
          if (pi >= 0 && !before(pv, pi, c, f))
            continue;
          if (bi < 0 || before(c, f, bv, bi)) {
            bv = c;
            bi = f;
          }
        }
      }
      newS[b * W + k] = bv;
      parent[b * W + k] = (int32_t)(bi / V);
      token[b * W + k] = (int32_t)(bi % V);
      pv = bv;
      pi = bi;
    }
  }
}
