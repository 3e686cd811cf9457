/* Correct everywhere but at the top of the zoo kernel's declared range (LEN_1D = 4096), where random
   correctness draws and the timed draws of the upper half almost never land. The judge checks
   correctness at the top corner of every declared range. Expected: incorrect, at the top. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + (n == 4096 && i == n - 1 ? 2.0 : 1.0);
}
