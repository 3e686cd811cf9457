/* adv_permute_cycles: applies the permutation p to a in place, a_new[p[i]] = a_old[i], one cycle at a
 * time (for each start s not yet visited, in ascending order: carry a[s] along s -> p[s] -> p[p[s]] ...
 * back to s), and sets cyc[i] to the start of i's cycle, which is its smallest member. */
#include "hpcab/kernel.h"

void adv_permute_cycles(real_t *restrict a, const int32_t *restrict p, int32_t *restrict cyc, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++)
    cyc[i] = -1;
  for (int64_t s = 0; s < LEN_1D; s++) {
    if (cyc[s] >= 0)
      continue;
    real_t carry = a[s];
    int64_t j = s;
    do {
      cyc[j] = (int32_t)s;
      int64_t next = p[j];
      real_t t = a[next];
      a[next] = carry;
      carry = t;
      j = next;
    } while (j != s);
  }
}
