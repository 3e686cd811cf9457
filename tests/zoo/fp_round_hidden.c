/* Changes the rounding mode through a name the source check cannot see (pasted from two tokens) and
   leaves it changed. The worker restores the FP environment before every call and reports a call
   that leaves it changed. Expected: fp_env (worker), rejected (judge). */
#include <fenv.h>
#include <stdint.h>
#define PASTE(a, b) a##b
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  PASTE(fesetr, ound)(FE_TOWARDZERO);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
