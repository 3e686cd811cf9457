/* s000 candidate (correct, faster): a[i] = b[i] + 1 with AVX2 and non-temporal (streaming) stores.
 *
 * The reference is the plain loop, which gcc -O3 vectorizes for baseline x86-64 (SSE2). This kernel
 * is memory-bound: each element reads 8 bytes of b and writes 8 bytes of a, but an ordinary store
 * first reads a's cache line (read for ownership), so the reference moves 24 bytes per element.
 * Streaming stores skip that read, moving 16: at the timed sizes (2^16 elements and up, beyond the
 * private caches) that is worth 1.4–2x on the 2-core machines this project runs on. Small arrays,
 * which stay in cache, take the ordinary path. Machines without AVX2 run the plain loop.
 * Single-threaded on purpose: the second core gains little on a memory-bound loop and costs a wake-up
 * per call (the judge freezes the worker between calls).
 */
#include <immintrin.h>

#include "hpcab/kernel.h"

#define S000_STREAM_MIN (1 << 16) /* elements: below this the arrays stay in cache */

static void s000_plain(real_t *restrict a, const real_t *restrict b, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1;
}

#if defined(__x86_64__) && (defined(HPCAB_PREC_F64) || defined(HPCAB_PREC_F32))
__attribute__((target("avx2"))) static void s000_avx2(real_t *restrict a, const real_t *restrict b, int64_t n)
{
  int64_t i = 0;
  if (n < S000_STREAM_MIN) {
    for (; i < n; i++) a[i] = b[i] + 1;
    return;
  }
  for (; i < n && ((uintptr_t)(a + i) & 31u); i++) a[i] = b[i] + 1; /* up to 32-byte alignment */
#if defined(HPCAB_PREC_F64)
  const __m256d one = _mm256_set1_pd(1.0);
  for (; i + 8 <= n; i += 8) {
    _mm256_stream_pd(a + i, _mm256_add_pd(_mm256_loadu_pd(b + i), one));
    _mm256_stream_pd(a + i + 4, _mm256_add_pd(_mm256_loadu_pd(b + i + 4), one));
  }
#else
  const __m256 one = _mm256_set1_ps(1.0f);
  for (; i + 16 <= n; i += 16) {
    _mm256_stream_ps(a + i, _mm256_add_ps(_mm256_loadu_ps(b + i), one));
    _mm256_stream_ps(a + i + 8, _mm256_add_ps(_mm256_loadu_ps(b + i + 8), one));
  }
#endif
  for (; i < n; i++) a[i] = b[i] + 1;
  _mm_sfence(); /* the streamed stores are visible before the call returns */
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
