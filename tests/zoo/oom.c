/* Allocates until the address-space limit is reached, then uses the NULL it got.
   Expected: out_of_memory. */
#include <stdint.h>
#include <stdlib.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  double *p;
  while ((p = malloc((size_t)64 << 20)) != NULL) p[0] = 1.0;
  volatile double *q = p;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + q[i];
}
