/* Loads another library at run time. Expected: forbidden openat. */
#include <dlfcn.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  void *h = dlopen("libz.so.1", RTLD_NOW);
  if (h) dlclose(h);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
