/* gelu: the erf form of GELU, computed in acc_t. */
#include "hpcab/kernel.h"

void gelu(real_t *restrict Y, const real_t *restrict X, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    acc_t x = HPCAB_LD(X[i]);
    Y[i] = HPCAB_ST((acc_t)0.5 * x * (1 + HPCAB_ERF(x * (acc_t)0.70710678118654752440)));
  }
}
