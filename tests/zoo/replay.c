/* Computes the first call honestly and replays that output ever after. Expected: wrong output. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static double *saved;
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  if (saved) {
    memcpy(a, saved, (size_t)n * sizeof *a);
    return;
  }
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  saved = malloc((size_t)n * sizeof *a);
  if (saved) memcpy(saved, a, (size_t)n * sizeof *a);
}
