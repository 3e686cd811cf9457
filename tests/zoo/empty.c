/* The empty kernel of the overhead benchmark (tests/perf/worker_overhead.c). */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  (void)a;
  (void)b;
  (void)n;
}
