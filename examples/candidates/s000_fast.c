/* s000 candidate (correct; faster in cache, ~1x beyond): a[i] = b[i] + 1 with AVX2 loads and stores.
 *
 * The reference is the plain loop, which gcc -O3 vectorizes for baseline x86-64 (SSE2, 128 bits). In
 * the private caches the wider loads and stores go faster; beyond them the loop is memory-bound and
 * both move the same bytes at the same speed, so this candidate is credited about 1x at most of s000's
 * timed sizes — and can be credited below 1 on a machine whose memory favours the reference's stores. Streaming (non-temporal) stores would skip the read of each line of `a` before it is
 * written, but they lose whenever the arrays fit the last-level cache and did not gain in the judge's
 * timed rounds either, so they are not used: an example candidate should be honest on any x86-64
 * machine (vdotr_fast.c is the one that is much faster everywhere). Machines without AVX2 run the
 * plain loop. Single-threaded on purpose: the second core gains little on a memory-bound loop and
 * costs a wake-up per call (the judge freezes the worker between calls).
 */
#include "hpcab/kernel.h"

static void s000_plain(real_t *restrict a, const real_t *restrict b, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1;
}

#if defined(__x86_64__) && (defined(HPCAB_PREC_F64) || defined(HPCAB_PREC_F32))
#include <immintrin.h>

__attribute__((target("avx2"))) static void s000_avx2(real_t *restrict a, const real_t *restrict b, int64_t n)
{
  int64_t i = 0;
#if defined(HPCAB_PREC_F64)
  const __m256d one = _mm256_set1_pd(1.0);
  for (; i + 8 <= n; i += 8) {
    _mm256_storeu_pd(a + i, _mm256_add_pd(_mm256_loadu_pd(b + i), one));
    _mm256_storeu_pd(a + i + 4, _mm256_add_pd(_mm256_loadu_pd(b + i + 4), one));
  }
#else
  const __m256 one = _mm256_set1_ps(1.0f);
  for (; i + 16 <= n; i += 16) {
    _mm256_storeu_ps(a + i, _mm256_add_ps(_mm256_loadu_ps(b + i), one));
    _mm256_storeu_ps(a + i + 8, _mm256_add_ps(_mm256_loadu_ps(b + i + 8), one));
  }
#endif
  for (; i < n; i++) a[i] = b[i] + 1;
}
#define S000_HAVE_AVX2 1
#endif

void s000(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
#ifdef S000_HAVE_AVX2
  if (__builtin_cpu_supports("avx2")) {
    s000_avx2(a, b, LEN_1D);
    return;
  }
#endif
  s000_plain(a, b, LEN_1D);
}
