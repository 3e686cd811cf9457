// Attack (issue 30.3): load-time code with no `constructor` word: a global object's dynamic
// initializer. Expected: ok (harmless here), flagged `constructor` from the object's .init_array.
#include <cstdint>
#include <cmath>
volatile double hpcab_one = 1.0;
static double offset = std::sqrt(hpcab_one);  // computed when the library is loaded
extern "C" void kernel(double *__restrict a, const double *__restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + offset;
}
