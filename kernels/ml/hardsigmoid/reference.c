/* hardsigmoid: PyTorch's Hardsigmoid y = relu6(x + 3) / 6 = min(max(x + 3, 0), 6) / 6, elementwise in acc_t. */
#include "hpcab/kernel.h"

void hardsigmoid(real_t *restrict Y, const real_t *restrict X, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    acc_t t = HPCAB_LD(X[i]) + 3;
    if (t < 0)
      t = 0;
    if (t > 6)
      t = 6;
    Y[i] = HPCAB_ST(t / 6);
  }
}
