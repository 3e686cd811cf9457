/* Caches the output keyed on the argument pointers and replays it when they repeat.
   Expected: wrong output (the judge passes fresh values at the same addresses). */
#include <stdint.h>
#include <string.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static const void *key_a, *key_b;
static double cache[1 << 16];
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  if (key_a == a && key_b == b && n <= (1 << 16)) {
    memcpy(a, cache, (size_t)n * sizeof *a);
    return;
  }
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  if (n <= (1 << 16)) memcpy(cache, a, (size_t)n * sizeof *a);
  key_a = a;
  key_b = b;
}
