/* softshrink: torch.nn.Softshrink, elementwise y = x - lambd for x > lambd, x + lambd for x < -lambd, else 0. */
#include "hpcab/kernel.h"

void softshrink(real_t *restrict Y, const real_t *restrict X, int64_t N, real_t lambd)
{
  const acc_t l = HPCAB_LD(lambd);
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]);
    Y[i] = HPCAB_ST(x > l ? x - l : (x < -l ? x + l : (acc_t)0));
  }
}
