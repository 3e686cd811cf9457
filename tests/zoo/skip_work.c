/* Does the work only on every other call (returns at once otherwise). Expected: wrong output. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static int calls;
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  if (calls++ % 2) return;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
