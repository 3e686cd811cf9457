/* Opens /etc/passwd for reading with a raw `syscall` instruction, bypassing libc, and spoils its
   output if it could. The filter sees the system call whatever issued it: EACCES. Expected: ok
   (worker), ok with file-io and syscall flags (judge). */
#include <stdint.h>
#include <sys/syscall.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  long ret = -1;
#if defined(__x86_64__)
  static const char path[] = "/etc/passwd";
  register long r10 __asm__("r10") = 0;
  __asm__ volatile("syscall" : "=a"(ret) : "0"((long)SYS_openat), "D"(-100L), "S"(path), "d"(0L), "r"(r10)
                   : "rcx", "r11", "memory");
#else
  __builtin_trap();
#endif
  double spoil = ret >= 0 ? 1.0 : 0.0;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0 + spoil;
}
