/* nfa_bitset_sim: state s has edges s -label[s][e]-> to[s][e] (e = 0, 1) and s -eps-> eps[s]. closure[s] = the
 * set (bit t = state t) of states reachable from s by epsilon edges, s included. S = closure[0]; for each
 * symbol c = text[i]: T = union of closure[to[s][e]] over active s and e with label[s][e] == c;
 * S = T | closure[0]; count the positions where bit NS - 1 of S is set. final = S after the last symbol. */
#include "hpcab/kernel.h"

void nfa_bitset_sim(int64_t *restrict count, uint64_t *restrict final, uint64_t *restrict closure,
                    const int32_t *restrict to, const uint8_t *restrict label, const int32_t *restrict eps,
                    const uint8_t *restrict text, int64_t N, int64_t NS)
{
  for (int64_t s = 0; s < NS; s++)
    closure[s] = (uint64_t)1 << s;
  int changed = 1;
  while (changed) {
    changed = 0;
    for (int64_t s = 0; s < NS; s++) {
      const uint64_t m = closure[s] | closure[eps[s]];
      if (m != closure[s]) {
        closure[s] = m;
        changed = 1;
      }
    }
  }
  const uint64_t acc = (uint64_t)1 << (NS - 1);
  uint64_t S = closure[0];
  int64_t n = 0;
  for (int64_t i = 0; i < N; i++) {
    const uint8_t c = text[i];
    uint64_t T = 0, A = S;
    while (A) {
      const int s = __builtin_ctzll(A);
      A &= A - 1;
      if (label[2 * s] == c)
        T |= closure[to[2 * s]];
      if (label[2 * s + 1] == c)
        T |= closure[to[2 * s + 1]];
    }
    S = T | closure[0];
    if (S & acc)
      n++;
  }
  count[0] = n;
  final[0] = S;
}
