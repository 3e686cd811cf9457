/* loop_fission_backdep: a[i] = c[i-1] * d[i] + b[i]; c[i] = b[i] * e[i] - d[i].
 * The first statement reads what the second wrote one iteration earlier: a lexically backward,
 * loop-carried dependence with no cycle. Distributing the loop (all of c first, then all of a)
 * vectorizes both halves; i = 0 is peeled (a[0] = b[0]). */
#include "hpcab/kernel.h"

void loop_fission_backdep(real_t *restrict a, real_t *restrict c, const real_t *restrict b,
                          const real_t *restrict d, const real_t *restrict e, int64_t LEN_1D)
{
  a[0] = b[0];
  c[0] = b[0] * e[0] - d[0];
  for (int64_t i = 1; i < LEN_1D; i++) {
    a[i] = c[i - 1] * d[i] + b[i];
    c[i] = b[i] * e[i] - d[i];
  }
}
