/* Sleeps (to leak information through its timing). Expected: forbidden clock_nanosleep. */
#include <stdint.h>
#include <time.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  struct timespec ts = {0, 1000000};
  nanosleep(&ts, 0);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
