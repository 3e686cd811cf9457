/* Reads /etc/passwd during a call, and spoils its output if it could. The open for reading fails
   with EACCES (the worker holds no files; an honest library probing for a file goes on). Expected: ok
   (worker), ok with a file-io flag (judge). */
#include <stdint.h>
#include <stdio.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  FILE *f = fopen("/etc/passwd", "r");
  double spoil = f ? 1.0 : 0.0;
  if (f) fclose(f);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0 + spoil;
}
