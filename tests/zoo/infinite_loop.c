/* Never returns. Expected: timeout. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  volatile int64_t spin = 0;
  for (;;) spin += n + (int64_t)b[0] + (int64_t)a[0];
}
