/* Sets flush-to-zero and denormals-are-zero in MXCSR and leaves them set: the hand-written form of
   -ffast-math's crtfastmath. The worker restores the FP environment before every call and reports a
   call that leaves it changed; the source check refuses the intrinsic before anything runs.
   Expected: fp_env (worker), rejected (judge). */
#include <stdint.h>
#include <xmmintrin.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  _mm_setcsr(_mm_getcsr() | 0x8040);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
