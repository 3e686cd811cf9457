/* Makes its input's pages writable with mprotect (refused: the memfd is sealed), then writes anyway.
   Expected: wrote_input naming b. */
#include <stdint.h>
#include <sys/mman.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  uintptr_t lo = (uintptr_t)b & ~(uintptr_t)4095;
  uintptr_t hi = ((uintptr_t)(b + n) + 4095) & ~(uintptr_t)4095;
  (void)mprotect((void *)lo, hi - lo, PROT_READ | PROT_WRITE);
  double *bw = (double *)b;
  for (int64_t i = 0; i < n; i++) {
    a[i] = b[i] + 1.0;
    bw[i] = 0.0;
  }
}
