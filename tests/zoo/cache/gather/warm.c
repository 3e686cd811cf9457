/* The reference's loop, then a read of every line of the inputs (b and ip) at the end of the call, so
   that whatever comes next finds them in the caches: warming for itself (its next call) or for the
   other side. Expected: ok, credited no more than its true speedup (below 1). */
#include <stdint.h>

static volatile double keep;

void vag_rand(double *restrict a, const double *restrict b, const int32_t *restrict ip, int64_t n);
void vag_rand(double *restrict a, const double *restrict b, const int32_t *restrict ip, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[ip[i]];
  double sink = 0;
  for (int64_t i = 0; i < n; i += 8) sink += b[i];
  for (int64_t i = 0; i < n; i += 16) sink += ip[i];
  keep = sink;
}
