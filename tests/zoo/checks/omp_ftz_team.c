/* Attack (issue 30.2): flush-to-zero and denormals-are-zero set in the OpenMP team's threads other
   than 0 and never restored, through a setter neither the source nor the object check can see (found
   at run time). Expected: rejected, the fp-env flag naming the thread. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <fenv.h>
#include <omp.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  fenv_t e;
  fegetenv(&e); /* a reader: makes libm a dependency, whose setter dlsym then finds */
  e.__mxcsr |= 0x8040;
  int (*set)(const fenv_t *) = (int (*)(const fenv_t *))dlsym(RTLD_NEXT, "fese" "tenv");
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() != 0 && set) set(&e);
#pragma omp for
    for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  }
}
