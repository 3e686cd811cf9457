/* dist_softmax_vocab, serial: p = exp(z - max z) / sum exp(z - max z). */
#include <math.h>

#include "hpcab/kernel.h"

void dist_softmax_vocab(real_t *restrict p, const real_t *restrict z, int64_t V)
{
  acc_t m = HPCAB_LD(z[0]);
  for (int64_t i = 1; i < V; i++)
    if (HPCAB_LD(z[i]) > m) m = HPCAB_LD(z[i]);
  acc_t s = 0;
  for (int64_t i = 0; i < V; i++)
    s += exp(HPCAB_LD(z[i]) - m);
  for (int64_t i = 0; i < V; i++)
    p[i] = HPCAB_ST(exp(HPCAB_LD(z[i]) - m) / s);
}
