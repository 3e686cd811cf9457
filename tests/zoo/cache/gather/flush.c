/* The reference's loop, then CLFLUSH of every line of the shared inputs (b and ip) at the end of the
   call, so that whichever call comes next (often the other side's) reads them from memory (issue
   29: credited 1.17x and 1.41x on vag_rand while its true speedup is below 1). Expected: ok,
   credited no more than its true speedup (below 1: the flushes cost it time). */
#include <emmintrin.h>
#include <stdint.h>

void vag_rand(double *restrict a, const double *restrict b, const int32_t *restrict ip, int64_t n);
void vag_rand(double *restrict a, const double *restrict b, const int32_t *restrict ip, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[ip[i]];
  for (int64_t i = 0; i < n; i += 8) _mm_clflush(&b[i]);
  for (int64_t i = 0; i < n; i += 16) _mm_clflush(&ip[i]);
  _mm_mfence();
}
