/* Kernels for tests/unit/test_worker.c, built as the shared module unit_worker_kernels.so. */
#include <stdint.h>

void copy_plus_one(double *restrict a, const double *restrict b, int64_t n);
void scalars(double *restrict out, double x, float y, int32_t z, int64_t w, uint8_t u, uint64_t v);
void exit_now(double *restrict out);
void nothing(double *restrict a, const double *restrict b, int64_t n);

void nothing(double *restrict a, const double *restrict b, int64_t n) {
  (void)a;
  (void)b;
  (void)n;
}

void copy_plus_one(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}

/* Writes each scalar argument back as a double, so the test sees what the worker passed. */
void scalars(double *restrict out, double x, float y, int32_t z, int64_t w, uint8_t u, uint64_t v) {
  out[0] = x;
  out[1] = (double)y;
  out[2] = (double)z;
  out[3] = (double)w;
  out[4] = (double)u;
  out[5] = (double)v;
}

void exit_now(double *restrict out) {
  out[0] = 1.0;
  for (;;) __builtin_trap();
}
