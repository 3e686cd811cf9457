/* Positive control: an OpenMP kernel on the judge's two threads (created under the seccomp filter;
   the output is spoiled if the team is not two threads). Expected: ok. */
#include <omp.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  int team = 0;
#pragma omp parallel
  {
#pragma omp single
    team = omp_get_num_threads();
#pragma omp for schedule(static)
    for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  }
  if (team != 2) a[0] = -1.0;
}
