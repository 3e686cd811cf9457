/* ao_mo_half_transform: per (r, s): X[p][b] = sum_q G[p][q][r][s] C[q][b]; out[a][b][r][s] = sum_p C[p][a] X[p][b]
 * (sums in index order). */
#include "hpcab/kernel.h"

void ao_mo_half_transform(real_t *restrict out, const real_t *restrict G, const real_t *restrict C, int64_t NAO,
                          int64_t NMO)
{
  real_t X[64][64];
  const int64_t n2 = NAO * NAO;
  if (NAO > 64 || NMO > 64)
    return;
  for (int64_t rs = 0; rs < n2; rs++) {
    for (int64_t p = 0; p < NAO; p++)
      for (int64_t b = 0; b < NMO; b++) {
        real_t s = 0;
        for (int64_t q = 0; q < NAO; q++)
          s += G[(p * NAO + q) * n2 + rs] * C[q * NMO + b];
        X[p][b] = s;
      }
    for (int64_t a = 0; a < NMO; a++)
      for (int64_t b = 0; b < NMO; b++) {
        real_t s = 0;
        for (int64_t p = 0; p < NAO; p++)
          s += C[p * NMO + a] * X[p][b];
        out[(a * NMO + b) * n2 + rs] = s;
      }
  }
}
