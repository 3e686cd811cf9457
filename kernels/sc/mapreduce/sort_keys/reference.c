/* sort_keys: copy, then heapsort (sift-down max-heap) in place. */
#include "hpcab/kernel.h"

static void sift(uint32_t *restrict a, int64_t root, int64_t n)
{
  for (;;) {
    int64_t c = 2 * root + 1;
    if (c >= n)
      return;
    if (c + 1 < n && a[c + 1] > a[c])
      c++;
    if (a[root] >= a[c])
      return;
    uint32_t t = a[root];
    a[root] = a[c];
    a[c] = t;
    root = c;
  }
}

void sort_keys(uint32_t *restrict out, const uint32_t *restrict keys, int64_t N)
{
  for (int64_t i = 0; i < N; i++)
    out[i] = keys[i];
  for (int64_t i = N / 2 - 1; i >= 0; i--)
    sift(out, i, N);
  for (int64_t end = N - 1; end > 0; end--) {
    uint32_t t = out[0];
    out[0] = out[end];
    out[end] = t;
    sift(out, 0, end);
  }
}
