/* sat_model_count: literal j of clause c of instance g is variable var[g][c][j], negated when neg[g][c][j] != 0;
 * it is false when the variable's value equals (neg != 0). A clause belongs to its highest variable.
 * Depth-first over variables 0 .. NV-1, each tried false (0) then true (1): after assigning variable d
 * (one node), if some clause of d has all three literals false the branch is cut, else the search goes to
 * d + 1, and an assignment of all NV variables counts one model. count[g] = the models, nodes[g] = the
 * assignments made (nodes of the search tree below the root). */
#include "hpcab/kernel.h"

void sat_model_count(int64_t *restrict count, int64_t *restrict nodes, const int32_t *restrict var,
                     const uint8_t *restrict neg, int64_t NINST, int64_t NV, int64_t NC)
{
  int32_t head[40], next[170];
  int8_t val[40];
  for (int64_t g = 0; g < NINST; g++) {
    const int32_t *v = var + g * NC * 3;
    const uint8_t *s = neg + g * NC * 3;
    for (int64_t d = 0; d < NV; d++)
      head[d] = -1;
    for (int64_t c = NC - 1; c >= 0; c--) { /* each variable's clauses in increasing order */
      int32_t m = v[3 * c];
      if (v[3 * c + 1] > m)
        m = v[3 * c + 1];
      if (v[3 * c + 2] > m)
        m = v[3 * c + 2];
      next[c] = head[m];
      head[m] = (int32_t)c;
    }
    int64_t models = 0, visited = 0, d = 0;
    val[0] = -1;
    while (d >= 0) {
      val[d]++;
      if (val[d] > 1) {
        d--;
        continue;
      }
      visited++;
      int ok = 1;
      for (int32_t c = head[d]; c >= 0 && ok; c = next[c]) {
        int falsified = 1;
        for (int j = 0; j < 3; j++)
          if (val[v[3 * c + j]] != (s[3 * c + j] != 0))
            falsified = 0;
        if (falsified)
          ok = 0;
      }
      if (!ok)
        continue;
      if (d == NV - 1) {
        models++;
        continue;
      }
      d++;
      val[d] = -1;
    }
    count[g] = models;
    nodes[g] = visited;
  }
}
