/* Forks a helper process. Expected: forbidden clone. */
#include <stdint.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  if (fork() == 0) _exit(0);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
