/* hardtanh: torch.nn.Hardtanh, elementwise y = min_val for x < min_val, max_val for x > max_val, else x. */
#include "hpcab/kernel.h"

void hardtanh(real_t *restrict Y, const real_t *restrict X, int64_t N, real_t min_val, real_t max_val)
{
  const acc_t lo = HPCAB_LD(min_val), hi = HPCAB_LD(max_val);
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]);
    Y[i] = HPCAB_ST(x < lo ? lo : (x > hi ? hi : x));
  }
}
