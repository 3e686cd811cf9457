/* A load-time constructor that installs its own SIGSYS handler, which lets a trapped system call
   return instead of reporting it: forbidden calls at call time would fail silently. The loading
   filter refuses handlers for SIGSYS (and the worker's other fatal-signal reporters). Expected:
   forbidden rt_sigaction, while loading. */
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static void swallow(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)si;
  (void)uc;
}
__attribute__((constructor)) static void take_sigsys(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = swallow;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSYS, &sa, NULL);
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  int fd = open("/etc/hostname", O_RDONLY | O_CLOEXEC); /* trapped, and swallowed */
  (void)fd;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
