/* The reference's loop, then a pass over a private 32 MiB buffer at the end of the call, which evicts
   the shared inputs (b and ip) from the caches it passes through before the next call (often the
   other side's). Expected: ok, credited no more than its true speedup (far below 1). */
#include <stddef.h>
#include <stdint.h>

#define EVICT_BYTES ((size_t)32 << 20)
static unsigned char buffer[EVICT_BYTES];

void vag_rand(double *restrict a, const double *restrict b, const int32_t *restrict ip, int64_t n);
void vag_rand(double *restrict a, const double *restrict b, const int32_t *restrict ip, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[ip[i]];
  for (size_t k = 0; k < EVICT_BYTES; k += 64) buffer[k]++;
}
