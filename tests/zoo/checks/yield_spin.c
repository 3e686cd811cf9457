/* Attack (issue 30.4): yielding the processor. Expected: ok, flagged sleep. */
#include <sched.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int k = 0; k < 3; k++) sched_yield();
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
