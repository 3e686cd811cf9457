/* Casts away const and writes its input. Expected: wrote_input naming b. */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  double *bw = (double *)b;
  for (int64_t i = 0; i < n; i++) {
    a[i] = b[i] + 1.0;
    bw[i] = 0.0;
  }
}
