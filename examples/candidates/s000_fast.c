/* s000 candidate (correct, faster): a[i] = b[i] + 1 split over the OpenMP threads (static chunks, one per
 * core). The loop is memory-bound: beyond the last-level cache the stores are non-temporal (SSE2
 * streaming stores where the compiler targets x86-64), which removes the read-for-ownership of a and cuts
 * the traffic from 3 to 2 streams; a second core adds its share of the bandwidth. Build with -fopenmp. */
#include "hpcab/kernel.h"
#ifdef _OPENMP
#include <omp.h>
#endif
#if defined(__SSE2__) && (defined(HPCAB_PREC_F64) || defined(HPCAB_PREC_F32))
#include <emmintrin.h>
#define S000_STREAM 1
#endif

#define S000_STREAM_MIN (1 << 20) /* elements: below this the arrays stay in cache */

static void s000_range(real_t *restrict a, const real_t *restrict b, int64_t lo, int64_t hi, int stream)
{
#if S000_STREAM
  if (stream) {
    int64_t i = lo;
    for (; i < hi && ((uintptr_t)(a + i) & 15u); i++) /* scalar head up to 16-byte alignment */
      a[i] = b[i] + 1;
#if defined(HPCAB_PREC_F64)
    const __m128d one = _mm_set1_pd(1.0);
    for (; i + 8 <= hi; i += 8) {
      _mm_stream_pd(a + i, _mm_add_pd(_mm_loadu_pd(b + i), one));
      _mm_stream_pd(a + i + 2, _mm_add_pd(_mm_loadu_pd(b + i + 2), one));
      _mm_stream_pd(a + i + 4, _mm_add_pd(_mm_loadu_pd(b + i + 4), one));
      _mm_stream_pd(a + i + 6, _mm_add_pd(_mm_loadu_pd(b + i + 6), one));
    }
#else
    const __m128 one = _mm_set1_ps(1.0f);
    for (; i + 16 <= hi; i += 16) {
      _mm_stream_ps(a + i, _mm_add_ps(_mm_loadu_ps(b + i), one));
      _mm_stream_ps(a + i + 4, _mm_add_ps(_mm_loadu_ps(b + i + 4), one));
      _mm_stream_ps(a + i + 8, _mm_add_ps(_mm_loadu_ps(b + i + 8), one));
      _mm_stream_ps(a + i + 12, _mm_add_ps(_mm_loadu_ps(b + i + 12), one));
    }
#endif
    for (; i < hi; i++)
      a[i] = b[i] + 1;
    _mm_sfence();
    return;
  }
#else
  (void)stream;
#endif
  for (int64_t i = lo; i < hi; i++)
    a[i] = b[i] + 1;
}

void s000(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
  int stream = LEN_1D >= S000_STREAM_MIN;
  if (LEN_1D < 65536) {
    s000_range(a, b, 0, LEN_1D, 0);
    return;
  }
#pragma omp parallel
  {
    int nt = 1, t = 0;
#ifdef _OPENMP
    nt = omp_get_num_threads();
    t = omp_get_thread_num();
#endif
    int64_t chunk = (LEN_1D + nt - 1) / nt;
    int64_t lo = t * chunk, hi = lo + chunk < LEN_1D ? lo + chunk : LEN_1D;
    if (lo < hi)
      s000_range(a, b, lo, hi, stream);
  }
}
