/* Writes the element before the start of its output. Expected: out_of_bounds naming a. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  a[-1] = 42.0;
}
