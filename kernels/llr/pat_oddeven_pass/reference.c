/* pat_oddeven_pass: for i = 0, 2, 4, ... (i + 1 < N): if a[i] > a[i+1] swap them; then the same for
 * i = 1, 3, 5, ... */
#include "hpcab/kernel.h"

void pat_oddeven_pass(real_t *restrict a, int64_t N)
{
  for (int64_t ph = 0; ph < 2; ph++) {
    for (int64_t i = ph; i + 1 < N; i += 2) {
      real_t p = a[i], q = a[i + 1];
      if (p > q) {
        a[i] = q;
        a[i + 1] = p;
      }
    }
  }
}
