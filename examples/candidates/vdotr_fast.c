/* vdotr candidate (correct, faster): the dot product with independent partial sums in AVX2 registers.
 *
 * The reference sums in order into one scalar, so gcc -O3 cannot vectorize it (that would reorder the
 * additions) and the loop runs at the latency of one floating-point add per element. Sixteen partial
 * sums (four 256-bit registers of f64, or of eight f32 each) remove that chain and let the loads run
 * at memory speed: several times faster for arrays in cache and about 2x beyond. The reordered sum
 * stays within the judge's √ℓ band (lib/DESIGN.md §7). Machines without AVX2 get four scalar partial sums.
 * Single-threaded on purpose: the judge freezes the worker between calls, so helper threads would pay a
 * wake-up per call.
 */
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "hpcab/kernel.h"

static acc_t dot_plain(const real_t *restrict a, const real_t *restrict b, int64_t n)
{
  acc_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  int64_t i = 0;
  for (; i + 4 <= n; i += 4) {
    s0 += (acc_t)a[i] * b[i];
    s1 += (acc_t)a[i + 1] * b[i + 1];
    s2 += (acc_t)a[i + 2] * b[i + 2];
    s3 += (acc_t)a[i + 3] * b[i + 3];
  }
  for (; i < n; i++) s0 += (acc_t)a[i] * b[i];
  return (s0 + s1) + (s2 + s3);
}

#if defined(__x86_64__) && (defined(HPCAB_PREC_F64) || defined(HPCAB_PREC_F32))
__attribute__((target("avx2,fma"))) static acc_t dot_avx2(const real_t *restrict a, const real_t *restrict b, int64_t n)
{
  int64_t i = 0;
#if defined(HPCAB_PREC_F64)
  __m256d s0 = _mm256_setzero_pd(), s1 = s0, s2 = s0, s3 = s0;
  for (; i + 16 <= n; i += 16) {
    s0 = _mm256_fmadd_pd(_mm256_loadu_pd(a + i), _mm256_loadu_pd(b + i), s0);
    s1 = _mm256_fmadd_pd(_mm256_loadu_pd(a + i + 4), _mm256_loadu_pd(b + i + 4), s1);
    s2 = _mm256_fmadd_pd(_mm256_loadu_pd(a + i + 8), _mm256_loadu_pd(b + i + 8), s2);
    s3 = _mm256_fmadd_pd(_mm256_loadu_pd(a + i + 12), _mm256_loadu_pd(b + i + 12), s3);
  }
  double lane[4];
  _mm256_storeu_pd(lane, _mm256_add_pd(_mm256_add_pd(s0, s1), _mm256_add_pd(s2, s3)));
  acc_t s = (lane[0] + lane[1]) + (lane[2] + lane[3]);
#else
  __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
  for (; i + 32 <= n; i += 32) {
    s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
    s1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), s1);
    s2 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 16), _mm256_loadu_ps(b + i + 16), s2);
    s3 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 24), _mm256_loadu_ps(b + i + 24), s3);
  }
  float lane[8];
  _mm256_storeu_ps(lane, _mm256_add_ps(_mm256_add_ps(s0, s1), _mm256_add_ps(s2, s3)));
  acc_t s = ((lane[0] + lane[1]) + (lane[2] + lane[3])) + ((lane[4] + lane[5]) + (lane[6] + lane[7]));
#endif
  return s + dot_plain(a + i, b + i, n - i);
}
#define VDOTR_HAVE_AVX2 1
#endif

void vdotr(const real_t *restrict a, const real_t *restrict b, real_t *restrict dot, int64_t LEN_1D)
{
#ifdef VDOTR_HAVE_AVX2
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    dot[0] = dot_avx2(a, b, LEN_1D);
    return;
  }
#endif
  dot[0] = dot_plain(a, b, LEN_1D);
}
