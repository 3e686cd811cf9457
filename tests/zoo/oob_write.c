/* Writes one element past the end of its output (the array ends exactly at the guard page).
   Expected: out_of_bounds naming a. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i <= n; i++) a[i] = (i < n ? b[i] : 0.0) + 1.0;
}
