/* Loads another library at run time, and spoils its output if it could. The loader's opens for
   reading fail with EACCES (the worker holds no files). Expected: ok (worker), ok with dynload and
   file-io flags (judge). */
#include <dlfcn.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  void *h = dlopen("libz.so.1", RTLD_NOW);
  double spoil = h ? 1.0 : 0.0;
  if (h) dlclose(h);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0 + spoil;
}
