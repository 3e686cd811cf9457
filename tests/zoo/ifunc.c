/* Exports its kernel through an IFUNC, whose resolver the dynamic loader runs at load time, as a
   constructor would (under the loading filter). Harmless here; the source check (the ifunc
   attribute) and the object check (an IRELATIVE relocation) flag it as load-time code. Expected: ok. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static void kernel_plain(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
static void (*resolve_kernel(void))(double *restrict, const double *restrict, int64_t) { return kernel_plain; }
void kernel(double *restrict a, const double *restrict b, int64_t n) __attribute__((ifunc("resolve_kernel")));
