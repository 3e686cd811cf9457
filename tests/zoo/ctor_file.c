/* A load-time constructor that writes a file. Expected: forbidden openat while loading, and no file. */
#include <stdint.h>
#include <stdio.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
__attribute__((constructor)) static void write_at_load(void) {
  FILE *f = fopen("/tmp/hpcab-zoo-ctor-file", "w");
  if (f) {
    fputs("ran at load time\n", f);
    fclose(f);
  }
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
