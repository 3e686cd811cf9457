/* Writes one element 12 KiB past the end of its output: beyond a single guard page, where another
   mapping of the worker may lie. The guard region above every array is at least 1 MiB, so the write
   faults there. Expected: out_of_bounds naming a. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  volatile double *far = a + n + 12 * 1024 / sizeof(double);
  *far = 42.0;
}
