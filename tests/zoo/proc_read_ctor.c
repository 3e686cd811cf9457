/* A load-time constructor that opens /proc read-only (allowed while loading), the way it would reach
   the judge's /proc/PID/mem or environ, and spoils the output if /proc was readable. Landlock and the
   covered /proc of the mount namespace both stop it. Expected: ok (wrong output without both). */
#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static int proc_readable;
__attribute__((constructor)) static void probe_proc(void) {
  int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    char c;
    proc_readable = read(fd, &c, 1) == 1;
    close(fd);
  }
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + (proc_readable ? 2.0 : 1.0);
}
