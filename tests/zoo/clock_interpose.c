/* Exports its own clock_gettime (frozen time) and gettimeofday, then works for a long while.
   The judge's clock is in another process: expected ok, with an elapsed time of at least 1 ms. */
#include <stdint.h>
#include <sys/time.h>
#include <time.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
int clock_gettime(clockid_t clk, struct timespec *ts) {
  (void)clk;
  ts->tv_sec = 0;
  ts->tv_nsec = 1;
  return 0;
}
int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  (void)tz;
  tv->tv_sec = 0;
  tv->tv_usec = 0;
  return 0;
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  volatile uint64_t spin = 0;
  for (uint64_t k = 0; k < 20000000u; k++) spin += k;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
