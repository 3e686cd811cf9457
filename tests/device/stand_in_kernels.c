/*
 * tests/device/stand_in_kernels.c — "device kernels" for the stand-in runtime (fake_cudart.c): host code
 * that writes through the pointers the worker hands it, which are the stand-in's "device" allocations.
 * One symbol per behaviour, all with the prototype of s000 (a out, b in, n); the worker's device tests
 * (tests/unit/test_device_worker.c) call them by name, the judge's (tests/python/test_device_judge.py)
 * as `s000`, which is the behaviour STAND_IN_S000 names (meson builds one object per behaviour).
 */
#include <errno.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

void fake_cudart_set_sticky_error(int e);
void fake_cudart_add_elapsed_ms(double ms);

void dev_ok(double *restrict a, const double *restrict b, int64_t n);
void dev_past_end(double *restrict a, const double *restrict b, int64_t n);
void dev_write_input(double *restrict a, const double *restrict b, int64_t n);
void dev_error(double *restrict a, const double *restrict b, int64_t n);
void dev_forged_long(double *restrict a, const double *restrict b, int64_t n);
void dev_forged_short(double *restrict a, const double *restrict b, int64_t n);
void dev_unlisted_call(double *restrict a, const double *restrict b, int64_t n);
void dev_exec(double *restrict a, const double *restrict b, int64_t n);
void s000(double *restrict a, const double *restrict b, int64_t n);

/* a[i] = b[i] + 1, as s000 */
void dev_ok(double *restrict a, const double *restrict b, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1;
}

/* writes one element past the end of its output: the canary after the device array */
void dev_past_end(double *restrict a, const double *restrict b, int64_t n)
{
  dev_ok(a, b, n);
  a[n] = 0;
}

/* writes into its input on the device (the host input is sealed; the device copy is not) */
void dev_write_input(double *restrict a, const double *restrict b, int64_t n)
{
  dev_ok(a, b, n);
  ((double *)b)[0] += 1;
}

/* leaves the device in error, as an illegal address does */
void dev_error(double *restrict a, const double *restrict b, int64_t n)
{
  dev_ok(a, b, n);
  fake_cudart_set_sticky_error(700);
}

/* reports a device time far longer than the call took (10 s) */
void dev_forged_long(double *restrict a, const double *restrict b, int64_t n)
{
  dev_ok(a, b, n);
  static int once;
  if (!once++) fake_cudart_add_elapsed_ms(10000.0);
}

/* works 2 ms, then has its device time shortened by 1.9 ms: work outside the device events */
void dev_forged_short(double *restrict a, const double *restrict b, int64_t n)
{
  dev_ok(a, b, n);
  struct timespec t0, t;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  do clock_gettime(CLOCK_MONOTONIC, &t);
  while ((t.tv_sec - t0.tv_sec) * 1000000000L + (t.tv_nsec - t0.tv_nsec) < 2000000L);
  static int once;
  if (!once++) fake_cudart_add_elapsed_ms(-1.9);
}

/* a system call neither list names: it fails with EPERM on a device worker; a[0] says whether it did */
void dev_unlisted_call(double *restrict a, const double *restrict b, int64_t n)
{
  dev_ok(a, b, n);
  errno = 0;
  long r = syscall(SYS_getpgid, 0);
  a[0] = r == -1 && errno == EPERM ? -1.0 : -2.0;
}

/* executes a program: trapped on a device worker as on any */
void dev_exec(double *restrict a, const double *restrict b, int64_t n)
{
  dev_ok(a, b, n);
  char *argv[] = {(char *)"/bin/true", 0};
  syscall(SYS_execve, "/bin/true", argv, (char **)0);
}

#ifndef STAND_IN_S000
#define STAND_IN_S000 dev_ok
#endif

/* the kernel tests/device/kernel's judge calls */
void s000(double *restrict a, const double *restrict b, int64_t n)
{
  STAND_IN_S000(a, b, n);
}
