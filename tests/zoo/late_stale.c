/* Honest for its first three calls in a process (every correctness and determinism call, the warm-up
 * and the first rounds of a timed input), then writes only the even elements, leaving in the odd ones
 * whatever the output region held when the call began. Expected: wrong output in a timed round (the
 * judge poisons the output region before every call, also when it does so in the same pass as its
 * save or check of the previous output). */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static int calls;
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  int64_t step = ++calls > 3 ? 2 : 1;
  for (int64_t i = 0; i < n; i += step) a[i] = b[i] + 1.0;
}
