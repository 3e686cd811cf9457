/* loop_unpack_mask: Fortran's UNPACK. The masked positions of y take the consecutive elements of v
 * (a counter advanced only under the mask), the others the field f. The read position in v is a
 * prefix count of the mask: an expand, not an elementwise select. */
#include "hpcab/kernel.h"

void loop_unpack_mask(real_t *restrict y, const bool *restrict m, const real_t *restrict v, const real_t *restrict f,
                      int64_t LEN_1D)
{
  int64_t j = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (m[i]) {
      y[i] = v[j];
      j++;
    } else {
      y[i] = f[i];
    }
  }
}
