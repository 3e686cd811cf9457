/* Attack (issue 30.1): unsafe math asked for through a macro in an optimize attribute. Expected: rejected. */
#include <stdint.h>
#define FM "fast-math"
__attribute__((optimize(FM))) void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
