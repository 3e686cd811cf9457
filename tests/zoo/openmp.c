/* Positive control: an OpenMP kernel (threads created under the seccomp filter). Expected: ok. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
