/* embedding_max_norm: torch.nn.functional.embedding(ids, table, max_norm=max_norm) (p = 2): for t in order,
 * row r = ids[t] of the table is renormalized in place when its L2 norm n exceeds max_norm,
 *   table[r] *= max_norm / (n + 1e-7),
 * and out[t] = table[r]. A row seen again is (up to rounding) no longer above max_norm and stays as it is.
 * The norm is summed in order of d, in acc_t. */
#include "hpcab/kernel.h"

void embedding_max_norm(real_t *restrict out, real_t *restrict table, const int32_t *restrict ids, int64_t V,
                        int64_t D, int64_t T, float max_norm)
{
  (void)V;
  const acc_t mx = (acc_t)max_norm;
  for (int64_t t = 0; t < T; t++) {
    real_t *row = table + (int64_t)ids[t] * D;
    acc_t ss = 0;
    for (int64_t d = 0; d < D; d++)
      ss += HPCAB_LD(row[d]) * HPCAB_LD(row[d]);
    const acc_t nrm = HPCAB_SQRT(ss);
    if (nrm > mx) {
      const acc_t sc = mx / (nrm + (acc_t)1e-7);
      for (int64_t d = 0; d < D; d++)
        row[d] = HPCAB_ST(HPCAB_LD(row[d]) * sc);
    }
    for (int64_t d = 0; d < D; d++)
      out[t * D + d] = row[d];
  }
}
