/* Writes one element past the end of its output into the alignment slack (no fault: the canary
   catches it). Run with n odd. Expected: out_of_bounds naming a. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  a[n] = 42.0;
}
