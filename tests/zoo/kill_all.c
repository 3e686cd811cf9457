/* Probes every process for signalling (kill(-1, 0): harmless even unsandboxed). Expected: forbidden kill. */
#include <signal.h>
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  kill(-1, 0);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
