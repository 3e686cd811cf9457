/* Executes a program. Expected: forbidden execve. */
#include <stdint.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  char *argv[] = {(char *)"true", 0};
  char *envp[] = {0};
  execve("/bin/true", argv, envp);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
