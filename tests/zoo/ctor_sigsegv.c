/* A load-time constructor that installs a SIGSEGV handler making a faulting guard page writable, so
   the kernel's write past the end of its output lands there unreported. The loading filter refuses
   handlers for the worker's fatal-signal reporters. Expected: forbidden rt_sigaction, while loading. */
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static void open_the_page(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)uc;
  uintptr_t page = (uintptr_t)si->si_addr & ~(uintptr_t)4095;
  mprotect((void *)page, 4096, PROT_READ | PROT_WRITE);
}
__attribute__((constructor)) static void take_sigsegv(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = open_the_page;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  volatile double *past = a + n + 8;
  *past = 42.0;
}
