/* Kernels for tests/unit/test_worker.c, built as the shared module unit_worker_kernels.so. */
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

void copy_plus_one(double *restrict a, const double *restrict b, int64_t n);
void scalars(double *restrict out, double x, float y, int32_t z, int64_t w, uint8_t u, uint64_t v);
void exit_now(double *restrict out);
void nothing(double *restrict a, const double *restrict b, int64_t n);
void add_one_inout(double *restrict a, const double *restrict b, int64_t n);
void count_calls(double *restrict a, const double *restrict b, int64_t n);
void calling_cpus(double *restrict a, const double *restrict b, int64_t n);
void addresses(double *restrict a, const double *restrict b, int64_t n);

void nothing(double *restrict a, const double *restrict b, int64_t n)
{
  (void)a;
  (void)b;
  (void)n;
}

void copy_plus_one(double *restrict a, const double *restrict b, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}

/* Writes each scalar argument back as a double, so the test sees what the worker passed. */
void scalars(double *restrict out, double x, float y, int32_t z, int64_t w, uint8_t u, uint64_t v)
{
  out[0] = x;
  out[1] = (double)y;
  out[2] = (double)z;
  out[3] = (double)w;
  out[4] = (double)u;
  out[5] = (double)v;
}

void exit_now(double *restrict out)
{
  out[0] = 1.0;
  for (;;) __builtin_trap();
}

/* a[i] += 1 (a is inout): two workers on one arena add up. */
void add_one_inout(double *restrict a, const double *restrict b, int64_t n)
{
  (void)b;
  for (int64_t i = 0; i < n; i++) a[i] += 1.0;
}

/* Counts its calls in a[0] (a is inout). */
void count_calls(double *restrict a, const double *restrict b, int64_t n)
{
  (void)b;
  (void)n;
  a[0] += 1.0;
}

/* a[0]: the number of CPUs sched_getaffinity reports during a call (the worker's, not the calling
   thread's one); a[1]: the CPU the calling thread runs on, asked 100 times (-1 when it moved). */
void calling_cpus(double *restrict a, const double *restrict b, int64_t n)
{
  (void)b;
  (void)n;
  unsigned long mask[16] = {0};
  long got = syscall(SYS_sched_getaffinity, 0, sizeof mask, mask);
  int count = 0;
  for (long w = 0; got > 0 && w < got / (long)sizeof mask[0]; w++)
    for (int k = 0; k < 64; k++) count += (int)(mask[w] >> k & 1);
  unsigned first = 0, cpu = 0;
  int moved = syscall(SYS_getcpu, &first, NULL, NULL) != 0;
  for (int k = 0; k < 100 && !moved; k++) {
    sched_yield();
    moved = syscall(SYS_getcpu, &cpu, NULL, NULL) != 0 || cpu != first;
  }
  a[0] = count;
  a[1] = moved ? -1 : (double)first;
}

/* Writes where things lie in this worker (user addresses are below 2^47: exact as doubles): the two
   arrays, a local variable (the stack), a fresh allocation (the heap), this function (the library). */
void addresses(double *restrict a, const double *restrict b, int64_t n)
{
  (void)n;
  volatile unsigned char local = 0;
  void *heap = malloc(64);
  a[0] = (double)(uintptr_t)a;
  a[1] = (double)(uintptr_t)b;
  a[2] = (double)(uintptr_t)&local;
  a[3] = (double)(uintptr_t)heap;
  a[4] = (double)(uintptr_t)&addresses;
  free(heap);
}
