/* Attack (issue 30.4): the time-stamp counter read through the _rdtsc macro. Expected: ok, flagged timer. */
#include <stdint.h>
#include <x86intrin.h>
volatile uint64_t hpcab_t;
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  hpcab_t = _rdtsc();
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
