/* dequant_int8_per_channel: W[n][k] = (acc_t)(Q[n][k] - zp[n]) * scale[n] (integer difference, then one product). */
#include "hpcab/kernel.h"

void dequant_int8_per_channel(real_t *restrict W, const int8_t *restrict Q, const real_t *restrict scale,
                              const int32_t *restrict zp, int64_t N, int64_t K)
{
  for (int64_t n = 0; n < N; n++) {
    const acc_t s = HPCAB_LD(scale[n]);
    const int32_t z = zp[n];
    for (int64_t k = 0; k < K; k++)
      W[n * K + k] = HPCAB_ST((acc_t)((int32_t)Q[n * K + k] - z) * s);
  }
}
