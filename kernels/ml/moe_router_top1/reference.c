/* moe_router_top1: for token t in order: e = argmax_e logits[t][e] (first on ties); if load[e] < CAP the
 * token is kept: expert[t] = e, gate[t] = softmax(logits[t])[e], load[e]++; otherwise it is dropped:
 * expert[t] = -1, gate[t] = 0. */
#include "hpcab/kernel.h"

void moe_router_top1(int32_t *restrict expert, real_t *restrict gate, int32_t *restrict load,
                     const real_t *restrict logits, int64_t T, int64_t E, int64_t CAP)
{
  for (int64_t e = 0; e < E; e++)
    load[e] = 0;
  for (int64_t t = 0; t < T; t++) {
    const real_t *z = logits + t * E;
    int64_t best = 0;
    acc_t m = HPCAB_LD(z[0]);
    for (int64_t e = 1; e < E; e++)
      if (HPCAB_LD(z[e]) > m) {
        m = HPCAB_LD(z[e]);
        best = e;
      }
    if (load[best] >= CAP) {
      expert[t] = -1;
      gate[t] = HPCAB_ST(0);
      continue;
    }
    acc_t s = 0;
    for (int64_t e = 0; e < E; e++)
      s += HPCAB_EXP(HPCAB_LD(z[e]) - m);
    expert[t] = (int32_t)best;
    gate[t] = HPCAB_ST(1 / s);
    load[best]++;
  }
}
