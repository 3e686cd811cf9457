/* Reads /etc/passwd. Expected: forbidden openat. */
#include <stdint.h>
#include <stdio.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  FILE *f = fopen("/etc/passwd", "r");
  if (f) fclose(f);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
