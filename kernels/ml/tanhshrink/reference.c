/* tanhshrink: torch.nn.Tanhshrink, elementwise y = x - tanh(x) in acc_t. */
#include "hpcab/kernel.h"

void tanhshrink(real_t *restrict Y, const real_t *restrict X, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]);
    Y[i] = HPCAB_ST(x - HPCAB_TANH(x));
  }
}
