/* Never writes its output, hoping the previous values are still there. Expected: wrong output. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  (void)a;
  (void)b;
  (void)n;
}
