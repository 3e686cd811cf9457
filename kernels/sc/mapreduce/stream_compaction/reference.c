/* stream_compaction: out[0..count) = the x[i] > thresh in index order, idx the same i; out[count..N) = 0,
 * idx[count..N) = -1. */
#include "hpcab/kernel.h"

void stream_compaction(real_t *restrict out, int32_t *restrict idx, int64_t *restrict count, const real_t *restrict x,
                       int64_t N, real_t thresh)
{
  int64_t n = 0;
  for (int64_t i = 0; i < N; i++)
    if (x[i] > thresh) {
      out[n] = x[i];
      idx[n] = (int32_t)i;
      n++;
    }
  count[0] = n;
  for (int64_t k = n; k < N; k++) {
    out[k] = 0;
    idx[k] = -1;
  }
}
