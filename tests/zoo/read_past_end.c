/* Reads past the end of its input (onto the guard page). Expected: out_of_bounds naming b. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  volatile double sink = 0.0;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  sink += b[n + 8];
  (void)sink;
}
