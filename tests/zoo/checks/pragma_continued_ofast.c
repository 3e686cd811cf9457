/* Attack (issue 30.1): a #pragma continued onto the next line asks for -Ofast. Expected: rejected. */
#include <stdint.h>
#pragma GCC optimize \
("Ofast")
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
