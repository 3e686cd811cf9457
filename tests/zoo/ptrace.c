/* Reads another process's memory with ptrace (PEEKDATA on pid 1: harmless even unsandboxed).
   Expected: forbidden ptrace. */
#include <stdint.h>
#include <sys/ptrace.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  ptrace(PTRACE_PEEKDATA, 1, 0, 0);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
