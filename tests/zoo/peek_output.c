/* Looks for someone else's output at entry: the reference and the candidate write the same output
 * pages (one region outside timed rounds; in timed rounds each side writes both of two regions in
 * turn), so if the region ever held numbers when a call began, they could be the other side's output
 * of the same round, ready to hand back without doing the work. To make such a leak visible this
 * candidate then writes a wrong answer; otherwise it computes a[i] = b[i] + 1. Expected: ok (every
 * call begins with its outputs poisoned). */
#include <stdint.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  int64_t numbers = 0;
  for (int64_t i = 0; i < n; i++) numbers += a[i] == a[i]; /* not NaN */
  for (int64_t i = 0; i < n; i++) a[i] = numbers ? -1.0 : b[i] + 1.0;
}
