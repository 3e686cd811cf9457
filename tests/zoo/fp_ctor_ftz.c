/* A load-time constructor that sets flush-to-zero (as crtfastmath does) through a name the source
   check cannot see; OpenMP threads started later would inherit it. The worker compares the FP
   environment after loading with the one before. Expected: fp_env while loading (worker), rejected
   (judge). */
#include <stdint.h>
#include <xmmintrin.h>
#define PASTE(a, b) a##b
void kernel(double *restrict a, const double *restrict b, int64_t n);
__attribute__((constructor)) static void flush_to_zero(void) { PASTE(_mm_set, csr)(_mm_getcsr() | 0x8000); }
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
