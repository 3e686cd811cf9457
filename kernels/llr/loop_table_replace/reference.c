/* loop_table_replace: each element looks its key v[i] up in a small unsorted table by linear search
 * and takes the value of the first match; an element whose key is absent keeps x[i]. The inner loop
 * exits early at a data-dependent point (keys may repeat: the first match wins). */
#include "hpcab/kernel.h"

void loop_table_replace(real_t *restrict y, const int32_t *restrict v, const real_t *restrict x,
                        const int32_t *restrict keys, const real_t *restrict vals, int64_t LEN_1D, int64_t T)
{
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t r = x[i];
    for (int64_t k = 0; k < T; k++) {
      if (keys[k] == v[i]) {
        r = vals[k];
        break;
      }
    }
    y[i] = r;
  }
}
