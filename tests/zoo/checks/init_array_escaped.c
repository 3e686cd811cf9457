/* Attack (issue 30.3): a load-time function placed in .init_array through an escaped section name.
   Expected: ok (harmless here), flagged `constructor` from the object's .init_array. */
#include <stdint.h>
static double one;
static void setup(void) { one = 1.0; }
__attribute__((section(".init\x5f" "array"), used)) static void (*const hook)(void) = setup;
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + one;
}
