/* Writes a file in /tmp. Expected: forbidden openat, and the file does not exist afterwards. */
#include <stdint.h>
#include <stdio.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  FILE *f = fopen("/tmp/hpcab-zoo-file-write", "w");
  if (f) {
    fputs("leak\n", f);
    fclose(f);
  }
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
