/* Opens /etc/passwd with a raw `syscall` instruction, bypassing libc. Expected: forbidden openat. */
#include <stdint.h>
#include <sys/syscall.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
#if defined(__x86_64__)
  static const char path[] = "/etc/passwd";
  long ret;
  register long r10 __asm__("r10") = 0;
  __asm__ volatile("syscall" : "=a"(ret) : "0"((long)SYS_openat), "D"(-100L), "S"(path), "d"(0L), "r"(r10)
                   : "rcx", "r11", "memory");
  (void)ret;
#else
  __builtin_trap();
#endif
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
