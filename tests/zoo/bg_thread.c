/* Returns at once and leaves a background thread to do the work later. The judge freezes the
   worker right after the return and checks the output. Expected: wrong output. */
#include <pthread.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
struct job { double *a; const double *b; int64_t n; };
static struct job job;
static void *work(void *arg) {
  struct job *j = arg;
  volatile uint64_t spin = 0;
  for (uint64_t k = 0; k < 200000000u; k++) spin += k; /* a tenth of a second or more */
  for (int64_t i = 0; i < j->n; i++) j->a[i] = j->b[i] + 1.0;
  return 0;
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  job = (struct job){a, b, n};
  pthread_t t;
  if (pthread_create(&t, 0, work, &job) == 0) pthread_detach(t);
}
