/* Honest (issue 30.3): asks for the CPU count at call time (glibc reads /sys for it). Expected: ok. */
#include <stdint.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + (cpus > 0 ? 1.0 : 1.0);
}
