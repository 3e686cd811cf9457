/* Sleeps through a futex timeout (pthread_cond_timedwait on a condition nobody signals), the sleep
   that needs no sleeping system call, to leak information through its timing. Waiting on a futex
   with a timeout is refused like nanosleep. Expected: forbidden futex. */
#include <pthread.h>
#include <stdint.h>
#include <time.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
  static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  until.tv_nsec += 20 * 1000 * 1000;
  if (until.tv_nsec >= 1000000000) {
    until.tv_sec++;
    until.tv_nsec -= 1000000000;
  }
  pthread_mutex_lock(&mu);
  while (pthread_cond_timedwait(&cv, &mu, &until) == 0) {
  }
  pthread_mutex_unlock(&mu);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
