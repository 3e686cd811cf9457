/* dfa_run: q = 0; for each symbol c: q = delta[q][c]; accepted += accepting[q] != 0. final = q. */
#include "hpcab/kernel.h"

void dfa_run(int64_t *restrict accepted, int32_t *restrict final, const int32_t *restrict delta,
             const uint8_t *restrict accepting, const uint8_t *restrict text, int64_t N, int64_t NS, int64_t NA)
{
  (void)NS;
  int64_t acc = 0;
  int32_t q = 0;
  for (int64_t i = 0; i < N; i++) {
    q = delta[(int64_t)q * NA + text[i]];
    acc += accepting[q] != 0;
  }
  accepted[0] = acc;
  final[0] = q;
}
