/* Changes the rounding mode through a name neither the source check nor the object check can see
   (looked up at run time from two pasted string pieces) and leaves it changed. The worker restores
   the FP environment before every call and reports a call that leaves it changed. Expected: fp_env
   (worker), rejected (judge; flagged dynload too). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <fenv.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  /* reading the mode makes libm a dependency, whose setter dlsym then finds */
  int (*set)(int) = (int (*)(int))dlsym(RTLD_NEXT, "fese" "tround");
  if (set && fegetround() == FE_TONEAREST) set(FE_TOWARDZERO);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
