/* The reference's loop, then a read of every line of the inputs (b) at the end of the call, so
   that whatever comes next finds them in the caches: warming for itself (its next call) or for the
   other side. Expected: ok, credited no more than its true speedup (below 1). */
#include <stdint.h>

static volatile double keep;

void s000(double *restrict a, const double *restrict b, int64_t n);
void s000(double *restrict a, const double *restrict b, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1;
  double sink = 0;
  for (int64_t i = 0; i < n; i += 8) sink += b[i];
  keep = sink;
}
