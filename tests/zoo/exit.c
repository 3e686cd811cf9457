/* Ends the process with exit(3). Expected: exited with status 3. */
#include <stdint.h>
#include <stdlib.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  (void)a;
  (void)b;
  (void)n;
  exit(3);
}
