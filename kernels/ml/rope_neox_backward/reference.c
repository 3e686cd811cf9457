/* rope_neox_backward: gradient of rope_neox (y0 = x0 c - x1 s, y1 = x0 s + x1 c for the pairs (i, i + D/2) of
 * each head, c = cosT[t][i], s = sinT[t][i]): the transposed rotation, in acc_t,
 * dX[i] = dY[i] c + dY[i + D/2] s, dX[i + D/2] = dY[i + D/2] c - dY[i] s. */
#include "hpcab/kernel.h"

void rope_neox_backward(real_t *restrict dX, const real_t *restrict dY, const real_t *restrict cosT,
                        const real_t *restrict sinT, int64_t B, int64_t S, int64_t H, int64_t D)
{
  const int64_t D2 = D / 2;
  for (int64_t b = 0; b < B; b++)
    for (int64_t t = 0; t < S; t++)
      for (int64_t h = 0; h < H; h++) {
        const real_t *dy = dY + ((b * S + t) * H + h) * D;
        real_t *dx = dX + ((b * S + t) * H + h) * D;
        for (int64_t i = 0; i < D2; i++) {
          const acc_t c = HPCAB_LD(cosT[t * D2 + i]), s = HPCAB_LD(sinT[t * D2 + i]);
          const acc_t g0 = HPCAB_LD(dy[i]), g1 = HPCAB_LD(dy[i + D2]);
          dx[i] = HPCAB_ST(g0 * c + g1 * s);
          dx[i + D2] = HPCAB_ST(g1 * c - g0 * s);
        }
      }
}
