/* Honest (issue 30.5): helpers named after what they avoid or after a library function. Expected: ok,
   no flag at all. */
#include <stdint.h>
__attribute__((noinline)) static double dot_without_fast_math(double x) { return x + 1.0; }
static int64_t select(int64_t x, int64_t y) { return x < y ? x : y; }
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < select(n, n); i++) a[i] = dot_without_fast_math(b[i]);
}
