/* A load-time constructor that stacks a seccomp filter answering seccomp() and prctl() with 0, so
   the worker's allow-list is never installed (while /proc still shows two filters); the kernel then
   opens a file at call time. The loading filter refuses seccomp() from anything but the worker's own
   code. Expected: forbidden seccomp, while loading. */
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
__attribute__((constructor)) static void stack_a_filter(void) {
  struct sock_filter code[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_seccomp, 2, 0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_prctl, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 0),
  };
  struct sock_fprog prog = {sizeof code / sizeof code[0], code};
  syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  int fd = open("/etc/hostname", O_RDONLY | O_CLOEXEC); /* the allow-list would trap this */
  if (fd >= 0) close(fd);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
