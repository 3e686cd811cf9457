/* A load-time constructor that sets flush-to-zero (as crtfastmath does) through a name neither the
   source check nor the object check can see (fesetenv looked up at run time); OpenMP threads started
   later would inherit it. The worker compares the FP environment after loading with the one before.
   Expected: fp_env while loading (worker), rejected (judge). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <fenv.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
__attribute__((constructor)) static void flush_to_zero(void) {
  fenv_t e;
  fegetenv(&e);
  e.__mxcsr |= 0x8000;
  int (*set)(const fenv_t *) = (int (*)(const fenv_t *))dlsym(RTLD_NEXT, "fese" "tenv");
  if (set) set(&e);
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
