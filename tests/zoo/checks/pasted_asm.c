/* Attack (issue 30.4): inline assembly under a keyword pasted by the preprocessor. Expected: ok,
   flagged inline-asm. */
#include <stdint.h>
#define CAT(x, y) x##y
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  CAT(__as, m__) volatile("nop");
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
