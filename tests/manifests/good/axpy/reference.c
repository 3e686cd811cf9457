#include "hpcab/kernel.h"

void axpy(real_t *restrict y, const real_t *restrict x, const int32_t *restrict ip, int64_t LEN_1D, real_t alpha)
{
  for (int64_t i = 0; i < LEN_1D; i++) y[i] += alpha * x[ip[i]];
}
