/* Writes through a wild pointer. Expected: crash, SIGSEGV at address 0x10. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  volatile uintptr_t wild = 0x10;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  *(volatile double *)wild = 1.0;
}
